/**
 * What the popup rules read from the page builder's globals (elementor.md §1.4): the logged-in
 * user's roles, the active breakpoints, whether the site has popups at all, and edit or preview
 * mode. Read by hand rather than through the schemas chunk: the popups run at load on pages that
 * load nothing else, and only these few fields matter. A malformed field is a reason, and the
 * rules that need it are then left failing (their popups stay hidden) rather than guessed.
 */
import { toFlag } from '../core/flag';
import { parseBreakpoints, type Breakpoint } from '../page-builder/breakpoints';
import { isRecord } from '../core/record';

export interface BuilderEnvironment {
  /** null: logged out (no `user`), or a user without roles. */
  readonly roles: readonly string[] | null;
  readonly breakpoints: readonly Breakpoint[];
  /** `ElementorProFrontendConfig.popup.hasPopUps`: counting page views and sessions needs it. */
  readonly hasPopUps: boolean;
  /** Edit mode or WP preview: the plugin counts nothing and opens nothing by itself there. */
  readonly editing: boolean;
  /**
   * WP preview of a popup (not the editor): `post.id`, the popup being previewed, which opens at
   * once (elementor.md §3.3 step 2). Null otherwise.
   */
  readonly previewing: string | null;
  /** Problems a site owner can act on. */
  readonly problems: readonly string[];
}


export function readEnvironment(win: Record<string, unknown> = window as unknown as Record<string, unknown>): BuilderEnvironment {
  const problems: string[] = [];
  const core = win.elementorFrontendConfig;
  const pro = win.ElementorProFrontendConfig;
  if (core !== undefined && !isRecord(core)) problems.push('elementorFrontendConfig is not an object');
  const config = isRecord(core) ? core : {};

  let roles: string[] | null = null;
  if (config.user !== undefined) {
    const list = isRecord(config.user) ? config.user.roles : undefined;
    if (Array.isArray(list) && list.every((role) => typeof role === 'string')) roles = list.length ? list : null;
    else {
      problems.push('elementorFrontendConfig.user.roles is not a list of role names');
      // A user whose roles cannot be read is still logged in: rules hiding from users keep hiding.
      roles = [];
    }
  }

  const { breakpoints, problem } = parseBreakpoints(config.responsive);
  if (problem) problems.push(problem);

  const mode = isRecord(config.environmentMode) ? config.environmentMode : {};
  const popup = isRecord(pro) && isRecord(pro.popup) ? pro.popup : {};
  const post = isRecord(config.post) ? config.post.id : undefined;
  const postId = typeof post === 'number' && Number.isInteger(post) ? String(post) : typeof post === 'string' && /^\d{1,20}$/.test(post) ? post : null;
  return {
    roles,
    breakpoints,
    hasPopUps: toFlag(popup.hasPopUps),
    editing: mode.edit === true || mode.wpPreview === true,
    previewing: mode.edit !== true && mode.wpPreview === true ? postId : null,
    problems,
  };
}
