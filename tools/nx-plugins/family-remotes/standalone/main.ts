// Standalone development entry of every family remote (`nx run <family>:serve`): the async boundary before anything
// shared is used. The shell never loads this file; it loads ./family through remoteEntry.js.
import('./bootstrap');
