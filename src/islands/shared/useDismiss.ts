import { useEffect, type RefObject } from 'react';

/** A confirm dialog opened from inside a dropdown lives in a portal; using it does not leave the dropdown. */
const inDialog = (target: EventTarget | null): boolean =>
  target instanceof Element && target.closest('[data-confirm-dialog]') !== null;

/**
 * Closes a dropdown on Escape (focus goes back to its trigger), on a click outside it, and when
 * keyboard focus leaves it (not for a confirm dialog it opened).
 */
export function useDismiss(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
  close: () => void,
): void {
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || inDialog(event.target)) return;
      close();
      trigger.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (inDialog(event.target)) return;
      if (event.target instanceof Node && !container.current?.contains(event.target)) close();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (inDialog(event.target)) return;
      if (event.target instanceof Node && !container.current?.contains(event.target)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, container, trigger, close]);
}
