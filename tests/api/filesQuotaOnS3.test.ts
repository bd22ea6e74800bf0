import { describeUploadLimits } from './filesQuotaSuite';

describeUploadLimits('s3');
