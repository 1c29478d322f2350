import type { ComponentPropsWithRef } from 'react';

export interface TriggerProps extends ComponentPropsWithRef<'button'> {
  /** The accessible name of the button, in the page's language. */
  label: string;
  expanded: boolean;
}

/**
 * The grid-icon button before the nav title. It stays the same element for the page's life: it
 * has plain handlers until the popover's code has loaded, and Floating UI's afterwards.
 */
export function Trigger({ label, expanded, className, ...rest }: TriggerProps) {
  return (
    <button
      type="button"
      className={`rp-ecosystem__trigger${className ? ` ${className}` : ''}`}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      {...rest}
    >
      <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
        {[3, 8.5, 14].flatMap((y) =>
          [3, 8.5, 14].map((x) => (
            <rect
              key={`${x}-${y}`}
              x={x}
              y={y}
              width="3.5"
              height="3.5"
              rx="1"
              fill="currentColor"
            />
          )),
        )}
      </svg>
    </button>
  );
}
