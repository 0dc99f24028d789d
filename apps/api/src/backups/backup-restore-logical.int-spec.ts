import { TEST_DB } from '../../test/test-app';

// The restore drill again on MariaDB with the logical export of the tables: what a server without mariadb-dump or
// mysqldump gets (BACKUP_MYSQL_DUMP=false forces it here, where the tools are installed).
process.env.BACKUP_TEST_DUMP_TOOL = 'false';
if (TEST_DB === 'mysql') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require('./backup-restore.int-spec');
} else {
  it.skip('runs on MariaDB only', () => undefined);
}
