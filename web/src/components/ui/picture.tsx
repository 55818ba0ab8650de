/**
 * A picture that only decorates (its text is beside it, so `alt=""`), sized to keep the layout
 * still while it loads; without one, an empty box of the same class holds its place
 * (`placeholder`) or nothing shows.
 */
export function Picture({
  src,
  className,
  size,
  lazy = false,
  placeholder = false,
}: {
  src: string | null | undefined;
  className: string;
  /** Its size in CSS pixels: one number for a square (an icon), else width and height. */
  size: number | readonly [number, number];
  /** Below the fold: loaded and decoded when it comes near. */
  lazy?: boolean;
  placeholder?: boolean;
}) {
  if (!src) return placeholder ? <span className={className} /> : null;
  const [width, height] = typeof size === 'number' ? [size, size] : size;
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={width}
      height={height}
      {...(lazy ? { loading: 'lazy', decoding: 'async' } : {})}
    />
  );
}
