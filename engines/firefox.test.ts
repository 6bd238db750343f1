import { engineChecks } from './checks'

engineChecks('firefox')
