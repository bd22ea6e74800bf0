import { describeFileApi } from './filesSuite';

describeFileApi('local');
