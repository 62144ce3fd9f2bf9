export {
  failure,
  listPage,
  multipartFields,
  multipartFiles,
  notFound,
  ok,
  testApiBase,
  testRuntimeConfig,
  testApiForFile,
  type Answer,
  type RecordedRequest,
  type StubAnswer,
  type StubRequest,
  type Route,
  type Routes,
  type TestApi,
} from './test-api';
export { cardOf, categoryOf } from './fixtures';
export { askTestApi } from './ask-test-api';
export { freshPage } from './fresh-page';
