export type { FamilyRemote, FamilyRemoteModule, RunnerParams } from './remote-contract';
