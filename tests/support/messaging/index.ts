/** Loopback receivers for message channel tests: an SMTP sink and a robot / SMS / mini-program receiver. */
export { startSmtpSink, type SmtpSink, type ReceivedMail } from './smtpSink';
export { startRobotReceiver, RECEIVER_KEYS, type RobotReceiver, type ReceivedCall } from './robotReceiver';
export { closedPort } from './closedPort';
