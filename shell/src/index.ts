// The host provides its shared singletons eagerly (shared-ui/mf-shared.cjs): they are in its first
// scripts, so no async boundary is needed and the app starts without a chain of chunk loads.
import './bootstrap';
