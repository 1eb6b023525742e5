// An async boundary: module federation negotiates the shared singletons before the app starts.
import('./standalone.tsx');
