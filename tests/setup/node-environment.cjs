// The node environment for a unit test file that must run without a window; its docblock names this file. It is
// Jest's own, wrapped in StrykerJS's mixin: a docblock's environment replaces the project's, which is the one a
// mutation run wraps, and without the mixin the run cannot tell which test covers which mutant and stops. Outside
// a mutation run the mixin has nothing to record.
const { TestEnvironment } = require('jest-environment-node');
const { mixinJestEnvironment } = require('@stryker-mutator/jest-runner');

module.exports = mixinJestEnvironment(TestEnvironment);
