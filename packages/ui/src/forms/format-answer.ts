// The rule lives in packages/rules, where the API's committee packet uses it too.
export { formatAnswer, NOT_ANSWERED } from '@docapply/rules';
