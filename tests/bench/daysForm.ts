/** The one-field form the server benchmarks start their applications with: a required number of days. */
export const DAYS_FORM = {
  list: [
    {
      type: 'number',
      key: 'days',
      model: 'days',
      label: 'Days',
      options: {},
      rules: [{ required: true, message: 'days needed' }],
    },
  ],
  config: {},
};
