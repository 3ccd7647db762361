/** The hipaa tab's words (issue 17); the guarantees themselves are the contract's `hipaaGuarantees`. */
export const hipaaMessages = {
  tab: 'HIPAA',
  regionLabel: 'HIPAA mode',
  stateOn: 'HIPAA mode is on.',
  stateOff: 'HIPAA mode is off.',
  guaranteesHeading: 'What HIPAA mode changes',
  guaranteesIntro: 'While HIPAA mode is on, the server enforces all of the following:',
  deploymentsHeading: 'Model deployments',
  deploymentsHelp:
    'Mark a deployment "May answer in HIPAA mode" on the Agents tab once its provider has signed a business associate agreement.',
  deploymentsNone:
    'No model deployments are configured: the built-in offline engine answers, and it is compliant.',
  deploymentColumn: 'Deployment',
  providerColumn: 'Provider',
  compliantColumn: 'May answer in HIPAA mode',
  compliant: 'Yes',
  notCompliant: 'No',
  switchOn: 'Switch HIPAA mode on…',
  switchOff: 'Switch HIPAA mode off…',
  confirmOnTitle: 'Switch HIPAA mode on?',
  confirmOnIntro: 'From the next question on:',
  confirmOnRefused: (names: readonly string[]) =>
    `Agents answering with ${names.map((name) => `"${name}"`).join(', ')} will refuse every question.`,
  confirmOn: 'Switch on',
  confirmOffTitle: 'Switch HIPAA mode off?',
  confirmOffBody:
    'Every deployment may answer again, and trace logs and feedback comments are stored again from the next question on.',
  confirmOff: 'Switch off',
  cancel: 'Cancel',
  switchedOn: 'HIPAA mode is on',
  switchedOff: 'HIPAA mode is off',
  switchFailed: 'HIPAA mode could not be changed',
} as const;
