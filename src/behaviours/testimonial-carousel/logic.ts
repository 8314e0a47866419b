/** Pro's testimonial handler overrides the carousel's defaults: one testimonial per view on every device. */
export const ONE_PER_VIEW: Readonly<Record<string, number>> = { widescreen: 1, desktop: 1, laptop: 1, tablet_extra: 1, tablet: 1, mobile_extra: 1, mobile: 1 };
