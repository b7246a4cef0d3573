import type { ButtonHTMLAttributes, Ref } from 'react';
import { buttonClasses, type ButtonVariant } from './button-classes';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  ref?: Ref<HTMLButtonElement>;
  /**
   * Its own request is in flight: it does nothing and says so, but stays focusable. A disabled
   * button drops keyboard focus to the page, so whoever pressed it would start over from the top.
   */
  busy?: boolean;
}

export function Button({
  variant = 'secondary',
  size = 'md',
  className = '',
  type = 'button',
  busy = false,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`${buttonClasses(variant, size)} ${className}`}
      {...props}
      {...(busy ? { 'aria-disabled': true, 'aria-busy': true } : {})}
      onClick={(event) => {
        // Also stops a submit button's form from being sent again.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
