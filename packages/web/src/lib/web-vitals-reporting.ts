import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { ClientVitalsBody } from '@siteline/shared';

type Reported = ClientVitalsBody['metrics'][number];

/**
 * Collects this page load's web vitals and posts them, with the route pattern they were measured
 * on, when the page is hidden (the browser's last reliable moment: sendBeacon survives unload).
 */
export function startWebVitals(routeOf: () => string): void {
  const pending = new Map<string, { route: string; metrics: Reported[] }>();
  const collect = (metric: Metric) => {
    const route = routeOf();
    const batch = pending.get(route) ?? { route, metrics: [] };
    batch.metrics = batch.metrics.filter((known) => known.name !== metric.name);
    batch.metrics.push({
      name: metric.name,
      value: Math.round(metric.value * 1000) / 1000,
      rating: metric.rating,
      navigationType: metric.navigationType,
    });
    pending.set(route, batch);
  };
  const flush = () => {
    for (const { route, metrics } of pending.values()) {
      const body: ClientVitalsBody = {
        route,
        metrics,
        userAgent: window.navigator.userAgent.slice(0, 1000),
      };
      const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
      if (!window.navigator.sendBeacon?.('/api/v1/logging/vitals', blob)) {
        void fetch('/api/v1/logging/vitals', { method: 'POST', body: blob, keepalive: true }).catch(
          () => undefined,
        );
      }
    }
    pending.clear();
  };
  onLCP(collect);
  onINP(collect);
  onCLS(collect);
  onFCP(collect);
  onTTFB(collect);
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
