/**
 * The Lottie widget's settings (elementor-widgets.md §5.3) and the markup it plays into.
 */
import { isRecord } from '../../core/record';
import { isOn, readSettings, sliderSize, textSetting, toNumber, type Parsed, type Settings } from '../../page-builder/settings';
import type { LoopOptions, Trigger } from './logic';

export interface LottieOptions extends LoopOptions {
  /** The animation's address as the page names it (resolved and checked when fetched). */
  source: { url: string; from: string };
  trigger: Trigger;
  /** `viewport.sizes`: the band of the viewport, % from its bottom, that counts as in view. */
  viewport: { start: number; end: number };
  relativeToPage: boolean;
  hoverArea: 'animation' | 'column' | 'section' | 'container';
  hoverOut: 'default' | 'pause' | 'reverse';
  speed: number;
  startPercent: number;
  endPercent: number;
  /** `link_timeout` in ms, kept only where Pro honours it: a click trigger with a custom link. */
  linkTimeout: number;
  linkExternal: boolean;
  settings: Settings;
}

export interface LottieMarkup {
  container: HTMLElement;
  animation: HTMLElement;
  link: HTMLAnchorElement | null;
}

const TRIGGERS: readonly Trigger[] = ['arriving_to_viewport', 'on_click', 'on_hover', 'bind_to_scroll', 'none'];
const HOVER_AREAS = ['animation', 'column', 'section', 'container'] as const;
const HOVER_OUTS = ['default', 'pause', 'reverse'] as const;

const urlOf = (value: unknown) => (isRecord(value) ? textSetting(value.url).trim() : '');
const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Pro's order: an uploaded file whose URL ends in `json`, else the external URL, else the plugin's default animation. */
export function animationSource(settings: Settings, defaultUrl: string): { url: string; from: string } | null {
  const media = urlOf(settings.source_json);
  if (media && media.toLowerCase().endsWith('json')) return { url: media, from: 'data-settings source_json.url' };
  const external = urlOf(settings.source_external_url);
  if (external) return { url: external, from: 'data-settings source_external_url.url' };
  if (defaultUrl) return { url: defaultUrl, from: 'ElementorProFrontendConfig.lottie.defaultAnimationUrl' };
  return null;
}

function defaultAnimationUrl(): string {
  const config = (window as unknown as { ElementorProFrontendConfig?: unknown }).ElementorProFrontendConfig;
  const lottie = isRecord(config) ? config.lottie : undefined;
  return isRecord(lottie) ? textSetting(lottie.defaultAnimationUrl).trim() : '';
}

export function parseLottie(widget: HTMLElement): Parsed<{ options: LottieOptions; markup: LottieMarkup }> {
  const read = readSettings(widget);
  if (!read.ok) return read;
  const settings = read.value;
  const animation = widget.querySelector<HTMLElement>('.e-lottie__animation');
  const container = widget.querySelector<HTMLElement>('.e-lottie__container');
  if (!container || !animation) return { ok: false, reason: 'its .e-lottie__container › .e-lottie__animation markup is missing' };
  const source = animationSource(settings, defaultAnimationUrl());
  if (!source) {
    return { ok: false, reason: 'it names no animation (data-settings source_json.url or source_external_url.url) and ElementorProFrontendConfig.lottie.defaultAnimationUrl is missing' };
  }
  const trigger = oneOf(settings.trigger, TRIGGERS, 'arriving_to_viewport');
  const viewport = isRecord(settings.viewport) && isRecord(settings.viewport.sizes) ? settings.viewport.sizes : {};
  const link = widget.querySelector<HTMLAnchorElement>('a.e-lottie__container__link');
  const customLink = isRecord(settings.custom_link) ? settings.custom_link : {};
  const speed = sliderSize(settings.play_speed, 1);
  return {
    ok: true,
    value: {
      markup: { container, animation, link },
      options: {
        source,
        trigger,
        viewport: { start: toNumber(viewport.start, 0), end: toNumber(viewport.end, 100) },
        relativeToPage: settings.effects_relative_to === 'page',
        hoverArea: oneOf(settings.hover_area, HOVER_AREAS, 'animation'),
        hoverOut: oneOf(settings.on_hover_out, HOVER_OUTS, 'default'),
        loop: isOn(settings.loop),
        times: Math.max(0, Math.floor(toNumber(settings.number_of_times, 0))),
        reverse: isOn(settings.reverse_animation),
        speed: speed > 0 ? speed : 1,
        startPercent: sliderSize(settings.start_point, 0),
        endPercent: sliderSize(settings.end_point, 100),
        linkTimeout: trigger === 'on_click' && link && urlOf(customLink) ? Math.max(0, toNumber(settings.link_timeout, 0)) : 0,
        linkExternal: customLink.is_external === 'on' || link?.target === '_blank',
        settings,
      },
    },
  };
}
