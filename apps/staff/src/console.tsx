// The staff remote's exposed module (`staff/console`): its default export is the component the shell mounts at
// the manifest's staff route (/staff) inside a RemoteBoundary. It registers its own strings (namespace 'staff')
// on first render.
import { StaffConsole } from './app/staff-console';

export default StaffConsole;
