-- Test database user for the API's MySQL/MariaDB suite (nx run api:test-mysql).
-- Run as root: mariadb -uroot < apps/api/test/setup-mysql.sql
-- Each jest worker creates and drops its own database portal_test_<n>, so the user needs rights on that pattern.
CREATE USER IF NOT EXISTS 'portal'@'127.0.0.1' IDENTIFIED BY 'portal';
CREATE USER IF NOT EXISTS 'portal'@'localhost' IDENTIFIED BY 'portal';
GRANT ALL PRIVILEGES ON `portal\_test%`.* TO 'portal'@'127.0.0.1';
GRANT ALL PRIVILEGES ON `portal\_test%`.* TO 'portal'@'localhost';
GRANT ALL PRIVILEGES ON `portal`.* TO 'portal'@'127.0.0.1';
GRANT ALL PRIVILEGES ON `portal`.* TO 'portal'@'localhost';
CREATE DATABASE IF NOT EXISTS `portal` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
FLUSH PRIVILEGES;
