/**
 * Turns analytics on for production stores (storeConfig.is_prod) on every page, and records a
 * page view for each location the shopper visits (spec section 7 analytics events).
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { useAnalytics } from '../../shared/analytics/use-analytics.ts';
import { trackPageView } from '../../shared/analytics/analytics.ts';

export function AnalyticsRoot() {
  useAnalytics();
  const [location] = useLocation();
  useEffect(() => {
    trackPageView({ path: location, title: document.title });
  }, [location]);
  return null;
}
