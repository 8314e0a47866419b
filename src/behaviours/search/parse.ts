import { readSettings, type Parsed } from '../../page-builder/settings';
import { liveSettings, type LiveSettings } from './logic';

/** The widget's markup (search.php `render`): the parts the handler reads. */
export const SEARCH_WRAPPER = '.e-search';
const FORM = 'form.e-search-form';
const INPUT = 'input.e-search-input';
const LABEL_ICON = '.e-search-label > svg, .e-search-label > i';
const CLEAR_ICON = '.e-search-input-wrapper > svg, .e-search-input-wrapper > i';
const RESULTS_CONTAINER = '.e-search-results-container';
const RESULTS = '.e-search-results';

export interface SearchWidget {
  /** `data-id`: the element id the server looks the widget up by. */
  id: string;
  settings: LiveSettings;
  wrapper: HTMLElement;
  form: HTMLFormElement | null;
  input: HTMLInputElement;
  labelIcon: Element | null;
  clearIcon: Element | null;
  /** With live results only: the `<output>` and the box the answers go in. */
  output: HTMLElement | null;
  results: HTMLElement | null;
}

export function parseSearch(widget: HTMLElement): Parsed<SearchWidget> {
  const read = readSettings(widget);
  if (!read.ok) return read;
  const settings = liveSettings(read.value);
  const wrapper = widget.querySelector<HTMLElement>(SEARCH_WRAPPER);
  if (!wrapper) return { ok: false, reason: `its ${SEARCH_WRAPPER} element is missing` };
  const input = wrapper.querySelector<HTMLInputElement>(INPUT);
  if (!input) return { ok: false, reason: `its search field (${INPUT}) is missing` };
  const output = wrapper.querySelector<HTMLElement>(RESULTS_CONTAINER);
  const results = output?.querySelector<HTMLElement>(RESULTS) ?? null;
  const id = widget.getAttribute('data-id') ?? '';
  if (settings.live) {
    if (!output || !results) return { ok: false, reason: `live results are on but its ${RESULTS_CONTAINER} > ${RESULTS} box is missing` };
    if (!/^[a-zA-Z0-9]{7}$/.test(id)) return { ok: false, reason: 'live results are on but its data-id attribute is not the element id the server looks the widget up by' };
  }
  return {
    ok: true,
    value: {
      id,
      settings,
      wrapper,
      form: wrapper.querySelector<HTMLFormElement>(FORM),
      input,
      labelIcon: wrapper.querySelector(LABEL_ICON),
      clearIcon: wrapper.querySelector(CLEAR_ICON),
      output: output ?? null,
      results,
    },
  };
}
