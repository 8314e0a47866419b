import { describe, expect, it } from 'vitest';
import { render, usePage } from '../../tests/dom/support/page';
import { createRestorer } from './restore';

usePage();

describe('createRestorer', () => {
  it('puts back attributes, named classes, children and values as they were the first time they were touched', () => {
    render('<div id="box" class="a" data-x="1"><p>servido</p></div><input id="qty" value="1">');
    const box = document.getElementById('box')!;
    const qty = document.getElementById('qty') as HTMLInputElement;
    const restorer = createRestorer();

    restorer.attributes(box, 'data-x', 'style');
    box.setAttribute('data-x', '2');
    restorer.attributes(box, 'data-x');
    box.setAttribute('data-x', '3');
    box.style.display = 'none';
    restorer.classes(box, 'a', 'b');
    box.classList.remove('a');
    box.classList.add('b', 'theirs');
    restorer.children(box);
    box.textContent = 'cambiado';
    restorer.value(qty);
    qty.value = '4';

    restorer.restore();

    expect([...box.classList].sort()).toEqual(['a', 'theirs']);
    expect(box.getAttribute('data-x')).toBe('1');
    expect(box.hasAttribute('style')).toBe(false);
    expect(box.innerHTML).toBe('<p>servido</p>');
    expect(qty.value).toBe('1');
  });

  it('keeps a select’s choice when the served options still offer it', () => {
    render('<select id="s"><option value="">Elige</option><option value="azul">Azul</option></select>');
    const select = document.getElementById('s') as HTMLSelectElement;
    const restorer = createRestorer();
    restorer.children(select);
    select.options[0]!.remove();
    select.value = 'azul';

    restorer.restore();

    expect(select.options).toHaveLength(2);
    expect(select.value).toBe('azul');
  });
});
