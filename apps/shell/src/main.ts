// The async boundary Module Federation needs: shared modules (React, the workspace libraries) are negotiated
// with the remotes before any of them is used. Nothing is eager.
import './styles.css';

import('./bootstrap');
