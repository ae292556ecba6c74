// Async boundary: shared singletons are negotiated before bootstrap runs (no eager sharing).
void import('./bootstrap');
