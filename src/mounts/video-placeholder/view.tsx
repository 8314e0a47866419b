import { useEffect, useRef, useState } from 'react';
import { text } from '../../core/i18n';
import { VIDEO_THUMBNAIL_HEIGHT, VIDEO_THUMBNAIL_WIDTH } from '../../core/timings';
import type { WidgetContext } from '../../core/types';
import { mountWidget } from '../mount';
import type { VideoPlaceholder } from './parse';

/**
 * `thumbnail`: the image and the play button. `loading`: the player is in, focused, and the
 * thumbnail still shows through it (the plugin's CSS gives the iframe a transparent background)
 * until the player's document has loaded, so the box never goes blank. `playing`: only the player.
 */
type Phase = 'thumbnail' | 'loading' | 'playing';

export function VideoPlaceholderView({ thumbnail, player, alt }: VideoPlaceholder) {
  const [phase, setPhase] = useState<Phase>('thumbnail');
  const frame = useRef<HTMLIFrameElement>(null);

  // The button the shopper pressed is gone: focus goes on to what replaced it.
  useEffect(() => {
    if (phase === 'loading') frame.current?.focus();
  }, [phase]);

  return (
    <>
      {phase !== 'playing' && (
        // The plugin's own structure (a div holding the image and `button.play`), so the theme's
        // `.rll-youtube-player img` / `.play` rules keep applying. Before the player in document
        // order: without the plugin's z-index the player still paints over it.
        <div>
          <img
            src={thumbnail}
            alt={phase === 'thumbnail' ? alt : ''}
            width={VIDEO_THUMBNAIL_WIDTH}
            height={VIDEO_THUMBNAIL_HEIGHT}
            decoding="async"
          />
          {phase === 'thumbnail' && (
            <button
              type="button"
              className="play"
              aria-label={alt ? text('video_play_named', null, alt) : text('video_play')}
              onClick={() => setPhase('loading')}
            />
          )}
        </div>
      )}
      {phase !== 'thumbnail' && (
        <iframe
          ref={frame}
          src={player}
          title={alt || text('video_player')}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          onLoad={() => setPhase('playing')}
        />
      )}
    </>
  );
}

export function mount(element: HTMLElement, ctx: WidgetContext, props: VideoPlaceholder): void {
  mountWidget(element, ctx, () => <VideoPlaceholderView {...props} />);
}
