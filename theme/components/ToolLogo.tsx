import { normalizeImagePath } from '@rspress/core/runtime';

interface ToolLogoProps {
  src: string;
  size: number;
  /** The tool's `logoScale`: drawn this much bigger or smaller inside the same box. */
  scale?: number | undefined;
  className?: string;
}

/**
 * A tool's logo. It is decorative (the tool's name is always next to it), has a fixed box so
 * nothing moves when it loads, and honours the data's `logoScale`.
 */
export function ToolLogo({ src, size, scale, className }: ToolLogoProps) {
  return (
    <img
      className={className}
      src={normalizeImagePath(src)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={scale !== undefined && scale !== 1 ? { transform: `scale(${scale})` } : undefined}
    />
  );
}
