import { STORE_UNMOUNT_DELAY } from 'nanostores';

/**
 * Waits until stores whose last listener left have run their unmount handlers. A persistent store
 * unmounts `STORE_UNMOUNT_DELAY` ms after its island does, and removes its `window` listeners then:
 * after a jsdom file's environment is torn down that would throw `window is not defined`.
 */
export function storesUnmounted(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, STORE_UNMOUNT_DELAY + 50));
}
