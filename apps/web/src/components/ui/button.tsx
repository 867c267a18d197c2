import type { ComponentProps } from 'react';
import { cx } from '../../lib/cx.ts';
import { Spinner } from './spinner.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'inverse' | 'danger' | 'dangerGhost';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-white hover:bg-accent-hover',
  secondary: 'bg-zinc-900 text-white hover:bg-zinc-700',
  outline: 'border border-zinc-300 bg-white text-zinc-900 hover:border-zinc-400 hover:bg-zinc-50',
  ghost: 'text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900',
  /** For dark surfaces (hero, footer). */
  inverse: 'border border-white/40 text-white hover:border-white/70 hover:bg-white/10',
  /** Confirms something that cannot be undone (deleting). */
  danger: 'bg-red-700 text-white hover:bg-red-800',
  /**
   * Asks to delete (the confirmation's danger button does it). A variant, not `ghost` plus red classes: the
   * stylesheet puts zinc after red, so the ghost's grey won over the red.
   */
  dangerGhost: 'text-red-700 hover:bg-red-50 hover:text-red-800',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

/** Button looks for links that act as buttons (`<Link className={buttonClasses()}>`). */
export const buttonClasses = ({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}) =>
  cx(
    'inline-flex select-none items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  );

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize; isLoading?: boolean };

export function Button({
  variant,
  size,
  isLoading = false,
  className,
  type = 'button',
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClasses({ variant, size, className })}
      disabled={disabled || isLoading}
      {...props}
    >
      {isLoading && <Spinner size="sm" decorative />}
      {children}
    </button>
  );
}
