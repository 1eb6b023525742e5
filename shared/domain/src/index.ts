export { isMobileLayout, MOBILE_BREAKPOINT_PX, type ViewportFacts } from './layout.ts';
