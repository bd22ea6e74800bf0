import { describeUploadLimits } from './filesQuotaSuite';

describeUploadLimits('local');
