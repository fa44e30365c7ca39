// The contract's version, as this build has it (shared-ui/contract-compat.cjs holds it, for the
// builds and the shell's server as well).
export { CONTRACT_VERSION } from '../../contract-compat.cjs';
