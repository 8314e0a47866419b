import { useEffect, useRef, useState } from 'react';
import { text } from '../../core/i18n';
import { VIDEO_THUMBNAIL_HEIGHT, VIDEO_THUMBNAIL_WIDTH } from '../../core/timings';
import type { WidgetContext } from '../../core/types';
import { mountWidget } from '../mount';
import type { VideoPlaceholder } from './parse';

/**
 * The player, rendered once the play button (plain markup, `thumbnail.ts`) was pressed.
 * `loading`: the player is in, focused, and the thumbnail still shows through it (the plugin's CSS
 * gives the iframe a transparent background) until the player's document has loaded, so the box
 * never goes blank. `playing`: only the player.
 */
type Phase = 'loading' | 'playing';

export function VideoPlayerView({ thumbnail, player, alt }: VideoPlaceholder) {
  const [phase, setPhase] = useState<Phase>('loading');
  const frame = useRef<HTMLIFrameElement>(null);

  // The button the shopper pressed is gone: focus goes on to what replaced it.
  useEffect(() => {
    frame.current?.focus();
  }, []);

  return (
    <>
      {phase === 'loading' && (
        // Before the player in document order: without the plugin's z-index the player still
        // paints over it. Decorative now: the player carries the name.
        <div>
          <img src={thumbnail} alt="" width={VIDEO_THUMBNAIL_WIDTH} height={VIDEO_THUMBNAIL_HEIGHT} />
        </div>
      )}
      <iframe
        ref={frame}
        src={player}
        title={alt || text('video_player')}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
        onLoad={() => setPhase('playing')}
      />
    </>
  );
}

export function mount(element: HTMLElement, ctx: WidgetContext, props: VideoPlaceholder): void {
  mountWidget(element, ctx, () => <VideoPlayerView {...props} />);
}
