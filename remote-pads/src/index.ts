// Async boundary for shared singletons; the host never loads this entry, only './routes'.
import('./bootstrap');
