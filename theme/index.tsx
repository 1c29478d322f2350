// The site's theme: the default Rspress theme, with our own pieces in its slots.
export * from '@rspress/core/theme-original';
