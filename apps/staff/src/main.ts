// Standalone development entry (`nx run staff:serve`): the async boundary before anything shared is used.
// The shell never loads this file; it loads ./console through remoteEntry.js.
import('./bootstrap');
