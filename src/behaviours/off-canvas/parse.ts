/**
 * The off-canvas widget's markup and settings (elementor.md §5): the panel's id is
 * `off-canvas-{widgetId}`, its settings the widget wrapper's `data-settings`.
 */
export interface OffCanvasSettings {
  readonly entrance: string;
  readonly exit: string;
  readonly preventScroll: boolean;
  readonly keepOnEsc: boolean;
  readonly keepOnOverlay: boolean;
  /** The longest an exit animation is waited for. */
  readonly durationMs: number;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

const ANIMATION = /^[a-zA-Z-]*$/;

export function parseOffCanvas(panel: HTMLElement): Parsed<{ id: string; settings: OffCanvasSettings }> {
  const match = /^off-canvas-([A-Za-z0-9_-]+)$/.exec(panel.id);
  if (!match) return { ok: false, reason: `the panel's id "${panel.id}" is not off-canvas-{widget id}: it is left closed` };
  const wrapper = panel.closest<HTMLElement>('[data-settings]');
  let raw: unknown = {};
  if (wrapper) {
    try {
      raw = JSON.parse(wrapper.getAttribute('data-settings') ?? '{}');
    } catch {
      return { ok: false, reason: `off-canvas ${match[1]}: data-settings is not valid JSON: it is left closed` };
    }
  }
  const s = (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  const name = (value: unknown) => (typeof value === 'string' && ANIMATION.test(value) ? value : '');
  const duration = typeof s.entrance_animation_duration === 'object' && s.entrance_animation_duration !== null ? Number((s.entrance_animation_duration as { size?: unknown }).size) : Number.NaN;
  return {
    ok: true,
    value: {
      id: match[1]!,
      settings: {
        entrance: name(s.entrance_animation),
        exit: name(s.exit_animation),
        preventScroll: s.prevent_scroll === 'yes',
        keepOnEsc: s.is_not_close_on_esc_overlay === 'yes',
        keepOnOverlay: s.is_not_close_on_overlay === 'yes',
        durationMs: Number.isFinite(duration) && duration > 0 ? Math.round(duration * 1000) : 1500,
      },
    },
  };
}
