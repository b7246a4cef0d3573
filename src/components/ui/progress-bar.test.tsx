import { render, screen } from '@testing-library/react';
import { ProgressBar } from './progress-bar';

/** The bar's coloured part: its width is what a reader takes for the amount done. */
function fillOf(bar: HTMLElement): HTMLElement {
  const fill = bar.firstElementChild;
  if (!(fill instanceof HTMLElement)) throw new Error('the progress bar has no fill');
  return fill;
}

describe('ProgressBar', () => {
  it('says how far a job with an estimate has come, and draws that much', () => {
    render(<ProgressBar label="Rebuild web-01" value={42.4} />);
    const bar = screen.getByRole('progressbar', { name: 'Rebuild web-01' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(fillOf(bar).style.width).toBe('42.4%');
  });

  it('is indeterminate for a running job without an estimate, with no part of it filled', () => {
    render(<ProgressBar label="Shut down web-01: Waiting to start" value={null} />);
    const bar = screen.getByRole('progressbar', { name: /Waiting to start/ });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveAttribute('aria-valuemin');
    expect(bar).not.toHaveAttribute('aria-valuemax');
    const fill = fillOf(bar);
    // Not a length that reads as an amount (it was a third): stripes over the whole track.
    expect(fill).not.toHaveClass('w-1/3');
    expect(fill.style.width).toBe('');
    expect(fill).toHaveClass('w-full');
    expect(fill.className).toMatch(/repeating-linear-gradient/);
    // It moves only for those who have not asked for reduced motion.
    expect(fill).toHaveClass('animate-pulse', 'motion-reduce:animate-none');
  });

  it('fills the whole bar in red for a job that failed without an estimate', () => {
    render(<ProgressBar label="Shut down web-01: Failed" value={null} tone="failed" />);
    const bar = screen.getByRole('progressbar', { name: /Failed/ });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    const fill = fillOf(bar);
    expect(fill.style.width).toBe('100%');
    expect(fill).toHaveClass('bg-red-700');
    expect(fill).not.toHaveClass('w-1/3');
    expect(fill).not.toHaveClass('animate-pulse');
  });

  it('fills the whole bar in green for a job that ended without an estimate', () => {
    render(<ProgressBar label="Shut down web-01: Completed" tone="done" />);
    const fill = fillOf(screen.getByRole('progressbar'));
    expect(fill.style.width).toBe('100%');
    expect(fill).toHaveClass('bg-green-700');
  });

  it('keeps a failed job’s own estimate: it stopped at that point', () => {
    render(<ProgressBar label="Rebuild web-01: Failed" value={60} tone="failed" />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(fillOf(bar).style.width).toBe('60%');
  });
});
