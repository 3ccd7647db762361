import parley from '@parley/config-eslint';

export default parley;
