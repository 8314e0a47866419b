declare const __STOREFRONT_VERSION__: string;
