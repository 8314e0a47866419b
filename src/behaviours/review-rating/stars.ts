export interface Stars {
  /** `p.stars`, inserted before the select. */
  container: HTMLParagraphElement;
  group: HTMLSpanElement;
  links: HTMLAnchorElement[];
}

/**
 * WooCommerce's newer star markup (single-product.js, reference §3.3): `p.stars` > span > five
 * `a.star-N[href="#"]`. The span is a radiogroup of radios (WooCommerce says role=group, which
 * leaves the radios without the group a screen reader expects).
 */
export function buildStars(select: HTMLSelectElement, labels: readonly string[], required: boolean): Stars {
  const container = document.createElement('p');
  container.className = 'stars';
  const group = document.createElement('span');
  group.setAttribute('role', 'radiogroup');
  nameGroup(group, select);
  if (required) group.setAttribute('aria-required', 'true');

  const links = labels.map((label, i) => {
    const link = document.createElement('a');
    link.className = `star-${i + 1}`;
    link.href = '#';
    link.setAttribute('role', 'radio');
    link.setAttribute('aria-checked', 'false');
    link.tabIndex = i === 0 ? 0 : -1;
    link.textContent = label;
    return link;
  });
  group.append(...links);
  container.append(group);
  return { container, group, links };
}

/** Newer themes give the label `#comment-form-rating-label`; older ones only `label[for=rating]`. */
function nameGroup(group: HTMLElement, select: HTMLSelectElement): void {
  const label = document.getElementById('comment-form-rating-label') ?? select.labels?.[0];
  if (!label) return;
  if (label.id) group.setAttribute('aria-labelledby', label.id);
  else group.setAttribute('aria-label', (label.textContent ?? '').replace(/\s*\*\s*$/, '').trim());
}

/** Shows `index` (null: none) as the chosen star; the chosen one, or the first, takes Tab. */
export function showRating({ container, links }: Stars, index: number | null): void {
  links.forEach((link, i) => {
    link.classList.toggle('active', i === index);
    link.setAttribute('aria-checked', String(i === index));
    link.tabIndex = i === (index ?? 0) ? 0 : -1;
  });
  container.classList.toggle('selected', index !== null);
}
