// The staff remote's exposed module (`staff/console`): its default export is the component the shell mounts at
// the manifest's staff route (/staff) inside a RemoteBoundary. It registers its own strings (namespace 'staff')
// when it loads, so the shell's wait for the shown language's strings (loadStaffConsole) includes them.
import { ensureStaffStrings } from './i18n';
import { StaffConsole } from './app/staff-console';

void ensureStaffStrings();

export default StaffConsole;
