// An async boundary: shared singletons are negotiated before the app's code runs.
import('./app/bootstrap');
