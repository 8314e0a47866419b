import { replaceWithServerHtml, trustServerHtml } from '../../core/html';

/**
 * Appends markup taken from another page of this site to `parent` through the one HTML sink, which
 * starts the widgets inside it. The sink replaces an element, so an inert `<template>` (never laid
 * out, not a grid cell) holds the place for the moment of the write.
 */
export function appendServerHtml(parent: Element, html: string): Element[] {
  if (html === '') return [];
  const slot = document.createElement('template');
  parent.append(slot);
  return replaceWithServerHtml(slot, trustServerHtml(html)).filter((node): node is Element => node instanceof Element);
}

/** Takes out what `appendServerHtml` put in, its widgets disposed by the sink on the way. */
export function removeServerNode(node: Element): void {
  replaceWithServerHtml(node, trustServerHtml(''));
}
