/**
 * The member chose Reload: the waiting worker is told to take over (the generated worker listens for SKIP_WAITING),
 * and the page reloads once the new worker controls it, so that the page and its files come from the new version:
 * reloading before would still be served by the old worker. If another tab already let it take over, at once.
 */
export function applyUpdate(worker: ServiceWorker, container: ServiceWorkerContainer, reload: () => void) {
  if (container.controller === worker) return reload();
  container.addEventListener('controllerchange', () => reload(), { once: true });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
