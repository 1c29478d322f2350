/**
 * Prints in the light appearance: paper is white, and a browser leaves out background colours
 * when it prints, so the dark appearance's light text would be next to unreadable. While the page
 * is printed (or shown as a print preview), the classes of the dark appearance come off `<html>`;
 * they are put back afterwards. Returns the function that stops it.
 */
export function printInLightAppearance(): () => void {
  const root = document.documentElement;
  let restore: (() => void) | null = null;
  const toLight = () => {
    if (restore || !root.classList.contains('dark')) return;
    const scheme = root.style.colorScheme;
    root.classList.remove('dark', 'rp-dark');
    root.style.colorScheme = 'light';
    restore = () => {
      root.classList.add('dark', 'rp-dark');
      root.style.colorScheme = scheme;
      restore = null;
    };
  };
  const back = () => restore?.();
  const print = window.matchMedia('print');
  const onChange = (event: MediaQueryListEvent) => (event.matches ? toLight() : back());
  window.addEventListener('beforeprint', toLight);
  window.addEventListener('afterprint', back);
  print.addEventListener('change', onChange);
  return () => {
    window.removeEventListener('beforeprint', toLight);
    window.removeEventListener('afterprint', back);
    print.removeEventListener('change', onChange);
    back();
  };
}
