// @ts-nocheck
// Generated from ir/dialects/air/schemas-v2 (AIR v2, CC BY 4.0) by test/support/air-shape-validators.ts (ajv standalone).
// Do not edit: UPDATE_GENERATED=1 npx vitest run test/unit/air-shape-validators.test.ts
"use strict";
export const defschema = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://aos.dev/air/v2/defschema.schema.json","title":"AIR v2 defschema","type":"object","properties":{"$kind":{"const":"defschema"},"name":{"$ref":"common.schema.json#/$defs/Name"},"type":{"$ref":"common.schema.json#/$defs/TypeExpr"}},"required":["$kind","name","type"],"additionalProperties":false};
const schema33 = {"title":"Qualified name: namespace/name@version","type":"string","pattern":"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"};
const pattern4 = new RegExp("^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$", "u");
const schema34 = {"description":"Type expression: primitive, composite, or reference to a defschema","type":"object","oneOf":[{"$ref":"#/$defs/TypePrimitive"},{"$ref":"#/$defs/TypeComposite"},{"type":"object","properties":{"ref":{"$ref":"#/$defs/SchemaRef"}},"required":["ref"],"additionalProperties":false}]};
const schema35 = {"type":"object","oneOf":[{"properties":{"bool":{"type":"object","maxProperties":0}},"required":["bool"],"additionalProperties":false},{"properties":{"int":{"type":"object","maxProperties":0}},"required":["int"],"additionalProperties":false},{"properties":{"nat":{"type":"object","maxProperties":0}},"required":["nat"],"additionalProperties":false},{"properties":{"dec128":{"type":"object","maxProperties":0}},"required":["dec128"],"additionalProperties":false},{"properties":{"bytes":{"type":"object","maxProperties":0}},"required":["bytes"],"additionalProperties":false},{"properties":{"text":{"type":"object","maxProperties":0}},"required":["text"],"additionalProperties":false},{"properties":{"time":{"type":"object","maxProperties":0}},"required":["time"],"additionalProperties":false},{"properties":{"duration":{"type":"object","maxProperties":0}},"required":["duration"],"additionalProperties":false},{"properties":{"hash":{"type":"object","maxProperties":0}},"required":["hash"],"additionalProperties":false},{"properties":{"uuid":{"type":"object","maxProperties":0}},"required":["uuid"],"additionalProperties":false},{"properties":{"unit":{"type":"object","maxProperties":0}},"required":["unit"],"additionalProperties":false}]};
const schema36 = {"type":"object","oneOf":[{"properties":{"record":{"type":"object","additionalProperties":{"$ref":"#/$defs/TypeExpr"}}},"required":["record"],"additionalProperties":false},{"properties":{"variant":{"type":"object","additionalProperties":{"$ref":"#/$defs/TypeExpr"}}},"required":["variant"],"additionalProperties":false},{"properties":{"list":{"$ref":"#/$defs/TypeExpr"}},"required":["list"],"additionalProperties":false},{"properties":{"set":{"$ref":"#/$defs/TypeExpr"}},"required":["set"],"additionalProperties":false},{"properties":{"map":{"type":"object","properties":{"key":{"description":"Key type must be int|nat|text|uuid|hash","oneOf":[{"properties":{"int":{"type":"object","maxProperties":0}},"required":["int"],"additionalProperties":false},{"properties":{"nat":{"type":"object","maxProperties":0}},"required":["nat"],"additionalProperties":false},{"properties":{"text":{"type":"object","maxProperties":0}},"required":["text"],"additionalProperties":false},{"properties":{"uuid":{"type":"object","maxProperties":0}},"required":["uuid"],"additionalProperties":false},{"properties":{"hash":{"type":"object","maxProperties":0}},"required":["hash"],"additionalProperties":false}]},"value":{"$ref":"#/$defs/TypeExpr"}},"required":["key","value"],"additionalProperties":false}},"required":["map"],"additionalProperties":false},{"properties":{"option":{"$ref":"#/$defs/TypeExpr"}},"required":["option"],"additionalProperties":false}]};
const wrapper0 = {validate: validate22};

function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
let valid0 = false;
let passing0 = null;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.record === undefined){
const err1 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "record"},message:"must have required property '"+"record"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "record")){
const err2 = {instancePath,schemaPath:"#/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.record !== undefined){
let data0 = data.record;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
if(!(wrapper0.validate(data0[key1], {instancePath:instancePath+"/record/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data0,parentDataProperty:key1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
}
}
else {
const err3 = {instancePath:instancePath+"/record",schemaPath:"#/oneOf/0/properties/record/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
var _valid0 = _errs2 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props1 = true;
}
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.variant === undefined){
const err4 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "variant"},message:"must have required property '"+"variant"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key2 in data){
if(!(key2 === "variant")){
const err5 = {instancePath,schemaPath:"#/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.variant !== undefined){
let data2 = data.variant;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key3 in data2){
if(!(wrapper0.validate(data2[key3], {instancePath:instancePath+"/variant/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data2,parentDataProperty:key3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/variant",schemaPath:"#/oneOf/1/properties/variant/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
var _valid0 = _errs8 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props1 !== true){
props1 = true;
}
}
const _errs14 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.list === undefined){
const err7 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "list"},message:"must have required property '"+"list"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key4 in data){
if(!(key4 === "list")){
const err8 = {instancePath,schemaPath:"#/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.list !== undefined){
if(!(wrapper0.validate(data.list, {instancePath:instancePath+"/list",parentData:data,parentDataProperty:"list",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs14 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
if(props1 !== true){
props1 = true;
}
}
const _errs17 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.set === undefined){
const err9 = {instancePath,schemaPath:"#/oneOf/3/required",keyword:"required",params:{missingProperty: "set"},message:"must have required property '"+"set"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key5 in data){
if(!(key5 === "set")){
const err10 = {instancePath,schemaPath:"#/oneOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.set !== undefined){
if(!(wrapper0.validate(data.set, {instancePath:instancePath+"/set",parentData:data,parentDataProperty:"set",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs17 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
if(props1 !== true){
props1 = true;
}
}
const _errs20 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.map === undefined){
const err11 = {instancePath,schemaPath:"#/oneOf/4/required",keyword:"required",params:{missingProperty: "map"},message:"must have required property '"+"map"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
for(const key6 in data){
if(!(key6 === "map")){
const err12 = {instancePath,schemaPath:"#/oneOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.map !== undefined){
let data6 = data.map;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.key === undefined){
const err13 = {instancePath:instancePath+"/map",schemaPath:"#/oneOf/4/properties/map/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data6.value === undefined){
const err14 = {instancePath:instancePath+"/map",schemaPath:"#/oneOf/4/properties/map/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key7 in data6){
if(!((key7 === "key") || (key7 === "value"))){
const err15 = {instancePath:instancePath+"/map",schemaPath:"#/oneOf/4/properties/map/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data6.key !== undefined){
let data7 = data6.key;
const _errs26 = errors;
let valid9 = false;
let passing1 = null;
const _errs27 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.int === undefined){
const err16 = {instancePath:instancePath+"/map/key",schemaPath:"#/oneOf/4/properties/map/properties/key/oneOf/0/required",keyword:"required",params:{missingProperty: "int"},message:"must have required property '"+"int"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key8 in data7){
if(!(key8 === "int")){
const err17 = {instancePath:instancePath+"/map/key",schemaPath:"#/oneOf/4/properties/map/properties/key/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data7.int !== undefined){
let data8 = data7.int;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(Object.keys(data8).length > 0){
const err18 = {instancePath:instancePath+"/map/key/int",schemaPath:"#/oneOf/4/properties/map/properties/key/oneOf/0/properties/int/maxProperties",keyword:"maxProperties",params:{limit: 0},message:"must NOT have more than 0 properties"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/map/key/int",schemaPath:"#/oneOf/4/properties/map/properties/key/oneOf/0/properties/int/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
var _valid1 = _errs27 === errors;
if(_valid1){
valid9 = true;
passing1 = 0;
var props5 = true;
}
const _errs31 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.nat === undefined){
const err20 = {instancePath:instancePath+"/map/key",schemaPath:"#/oneOf/4/properties/map/properties/key/oneOf/1/required",keyword:"required",params:{missingProperty: "nat"},message:"must have required property '"+"nat"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key9 in data7){
if(!(key9 === "nat")){
const err21 = {instancePath:instancePath+"/map/key",schemaPath:"#/oneOf/4/properties/map/properties/key/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data7.nat !== undefined){
let data9 = data7.nat;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(Object.keys(data9).length > 0){
const err22 = {instancePath:instancePath+"/map/key/nat",schemaPath:"#/oneOf/4/properties/map/properties/key/oneOf/1/properties/nat/maxProperties",keyword:"maxProperties",params:{limit: 0},message:"must NOT have more than 0 properties"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/map/key/nat",schemaPath:"#/oneOf/4/properties/map/properties/key/oneOf/1/properties/nat/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
var _valid1 = _errs31 === errors;
if(_valid1 && valid9){
valid9 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid9 = true;
passing1 = 1;
if(props5 !== true){
props5 = true;
}
}
const _errs35 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.text === undefined){
const err24 = {instancePath:instancePath+"/map/key",schemaPath:"#/oneOf/4/properties/map/properties/key/oneOf/2/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key10 in data7){
if(!(key10 === "text")){
const err25 = {instancePath:instancePath+"/map/key",schemaPath:"#/oneOf/4/properties/map/properties/key/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data7.text !== undefined){
let data10 = data7.text;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(Object.keys(data10).length > 0){
const err26 = {instancePath:instancePath+"/map/key/text",schemaPath:"#/oneOf/4/properties/map/properties/key/oneOf/2/properties/text/maxProperties",keyword:"maxProperties",params:{limit: 0},message:"must NOT have more than 0 properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/map/key/text",schemaPath:"#/oneOf/4/properties/map/properties/key/oneOf/2/properties/text/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
var _valid1 = _errs35 === errors;
if(_valid1 && valid9){
valid9 = false;
passing1 = [passing1, 2];
}
else {
if(_valid1){
valid9 = true;
passing1 = 2;
if(props5 !== true){
props5 = true;
}
}
const _errs39 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.uuid === undefined){
const err28 = {instancePath:instancePath+"/map/key",schemaPath:"#/oneOf/4/properties/map/properties/key/oneOf/3/required",keyword:"required",params:{missingProperty: "uuid"},message:"must have required property '"+"uuid"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key11 in data7){
if(!(key11 === "uuid")){
const err29 = {instancePath:instancePath+"/map/key",schemaPath:"#/oneOf/4/properties/map/properties/key/oneOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data7.uuid !== undefined){
let data11 = data7.uuid;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(Object.keys(data11).length > 0){
const err30 = {instancePath:instancePath+"/map/key/uuid",schemaPath:"#/oneOf/4/properties/map/properties/key/oneOf/3/properties/uuid/maxProperties",keyword:"maxProperties",params:{limit: 0},message:"must NOT have more than 0 properties"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/map/key/uuid",schemaPath:"#/oneOf/4/properties/map/properties/key/oneOf/3/properties/uuid/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
var _valid1 = _errs39 === errors;
if(_valid1 && valid9){
valid9 = false;
passing1 = [passing1, 3];
}
else {
if(_valid1){
valid9 = true;
passing1 = 3;
if(props5 !== true){
props5 = true;
}
}
const _errs43 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.hash === undefined){
const err32 = {instancePath:instancePath+"/map/key",schemaPath:"#/oneOf/4/properties/map/properties/key/oneOf/4/required",keyword:"required",params:{missingProperty: "hash"},message:"must have required property '"+"hash"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
for(const key12 in data7){
if(!(key12 === "hash")){
const err33 = {instancePath:instancePath+"/map/key",schemaPath:"#/oneOf/4/properties/map/properties/key/oneOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data7.hash !== undefined){
let data12 = data7.hash;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(Object.keys(data12).length > 0){
const err34 = {instancePath:instancePath+"/map/key/hash",schemaPath:"#/oneOf/4/properties/map/properties/key/oneOf/4/properties/hash/maxProperties",keyword:"maxProperties",params:{limit: 0},message:"must NOT have more than 0 properties"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/map/key/hash",schemaPath:"#/oneOf/4/properties/map/properties/key/oneOf/4/properties/hash/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
var _valid1 = _errs43 === errors;
if(_valid1 && valid9){
valid9 = false;
passing1 = [passing1, 4];
}
else {
if(_valid1){
valid9 = true;
passing1 = 4;
if(props5 !== true){
props5 = true;
}
}
}
}
}
}
if(!valid9){
const err36 = {instancePath:instancePath+"/map/key",schemaPath:"#/oneOf/4/properties/map/properties/key/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
}
if(data6.value !== undefined){
if(!(wrapper0.validate(data6.value, {instancePath:instancePath+"/map/value",parentData:data6,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
}
}
else {
const err37 = {instancePath:instancePath+"/map",schemaPath:"#/oneOf/4/properties/map/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
var _valid0 = _errs20 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid0 = true;
passing0 = 4;
if(props1 !== true){
props1 = true;
}
}
const _errs48 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.option === undefined){
const err38 = {instancePath,schemaPath:"#/oneOf/5/required",keyword:"required",params:{missingProperty: "option"},message:"must have required property '"+"option"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
for(const key13 in data){
if(!(key13 === "option")){
const err39 = {instancePath,schemaPath:"#/oneOf/5/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.option !== undefined){
if(!(wrapper0.validate(data.option, {instancePath:instancePath+"/option",parentData:data,parentDataProperty:"option",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
}
}
var _valid0 = _errs48 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 5];
}
else {
if(_valid0){
valid0 = true;
passing0 = 5;
if(props1 !== true){
props1 = true;
}
}
}
}
}
}
}
if(!valid0){
const err40 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
validate23.errors = vErrors;
evaluated0.props = props1;
return errors === 0;
}
validate23.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
let valid0 = false;
let passing0 = null;
const _errs2 = errors;
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err1 = {instancePath,schemaPath:"#/$defs/TypePrimitive/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const _errs5 = errors;
let valid2 = false;
let passing1 = null;
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.bool === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/TypePrimitive/oneOf/0/required",keyword:"required",params:{missingProperty: "bool"},message:"must have required property '"+"bool"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "bool")){
const err3 = {instancePath,schemaPath:"#/$defs/TypePrimitive/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.bool !== undefined){
let data0 = data.bool;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(Object.keys(data0).length > 0){
const err4 = {instancePath:instancePath+"/bool",schemaPath:"#/$defs/TypePrimitive/oneOf/0/properties/bool/maxProperties",keyword:"maxProperties",params:{limit: 0},message:"must NOT have more than 0 properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/bool",schemaPath:"#/$defs/TypePrimitive/oneOf/0/properties/bool/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
var _valid1 = _errs6 === errors;
if(_valid1){
valid2 = true;
passing1 = 0;
var props0 = true;
}
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.int === undefined){
const err6 = {instancePath,schemaPath:"#/$defs/TypePrimitive/oneOf/1/required",keyword:"required",params:{missingProperty: "int"},message:"must have required property '"+"int"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data){
if(!(key1 === "int")){
const err7 = {instancePath,schemaPath:"#/$defs/TypePrimitive/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.int !== undefined){
let data1 = data.int;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(Object.keys(data1).length > 0){
const err8 = {instancePath:instancePath+"/int",schemaPath:"#/$defs/TypePrimitive/oneOf/1/properties/int/maxProperties",keyword:"maxProperties",params:{limit: 0},message:"must NOT have more than 0 properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/int",schemaPath:"#/$defs/TypePrimitive/oneOf/1/properties/int/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
var _valid1 = _errs10 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid2 = true;
passing1 = 1;
if(props0 !== true){
props0 = true;
}
}
const _errs14 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.nat === undefined){
const err10 = {instancePath,schemaPath:"#/$defs/TypePrimitive/oneOf/2/required",keyword:"required",params:{missingProperty: "nat"},message:"must have required property '"+"nat"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key2 in data){
if(!(key2 === "nat")){
const err11 = {instancePath,schemaPath:"#/$defs/TypePrimitive/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.nat !== undefined){
let data2 = data.nat;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(Object.keys(data2).length > 0){
const err12 = {instancePath:instancePath+"/nat",schemaPath:"#/$defs/TypePrimitive/oneOf/2/properties/nat/maxProperties",keyword:"maxProperties",params:{limit: 0},message:"must NOT have more than 0 properties"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/nat",schemaPath:"#/$defs/TypePrimitive/oneOf/2/properties/nat/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
var _valid1 = _errs14 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 2];
}
else {
if(_valid1){
valid2 = true;
passing1 = 2;
if(props0 !== true){
props0 = true;
}
}
const _errs18 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.dec128 === undefined){
const err14 = {instancePath,schemaPath:"#/$defs/TypePrimitive/oneOf/3/required",keyword:"required",params:{missingProperty: "dec128"},message:"must have required property '"+"dec128"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
for(const key3 in data){
if(!(key3 === "dec128")){
const err15 = {instancePath,schemaPath:"#/$defs/TypePrimitive/oneOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.dec128 !== undefined){
let data3 = data.dec128;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(Object.keys(data3).length > 0){
const err16 = {instancePath:instancePath+"/dec128",schemaPath:"#/$defs/TypePrimitive/oneOf/3/properties/dec128/maxProperties",keyword:"maxProperties",params:{limit: 0},message:"must NOT have more than 0 properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/dec128",schemaPath:"#/$defs/TypePrimitive/oneOf/3/properties/dec128/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
var _valid1 = _errs18 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 3];
}
else {
if(_valid1){
valid2 = true;
passing1 = 3;
if(props0 !== true){
props0 = true;
}
}
const _errs22 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.bytes === undefined){
const err18 = {instancePath,schemaPath:"#/$defs/TypePrimitive/oneOf/4/required",keyword:"required",params:{missingProperty: "bytes"},message:"must have required property '"+"bytes"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key4 in data){
if(!(key4 === "bytes")){
const err19 = {instancePath,schemaPath:"#/$defs/TypePrimitive/oneOf/4/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.bytes !== undefined){
let data4 = data.bytes;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(Object.keys(data4).length > 0){
const err20 = {instancePath:instancePath+"/bytes",schemaPath:"#/$defs/TypePrimitive/oneOf/4/properties/bytes/maxProperties",keyword:"maxProperties",params:{limit: 0},message:"must NOT have more than 0 properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/bytes",schemaPath:"#/$defs/TypePrimitive/oneOf/4/properties/bytes/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
var _valid1 = _errs22 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 4];
}
else {
if(_valid1){
valid2 = true;
passing1 = 4;
if(props0 !== true){
props0 = true;
}
}
const _errs26 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.text === undefined){
const err22 = {instancePath,schemaPath:"#/$defs/TypePrimitive/oneOf/5/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key5 in data){
if(!(key5 === "text")){
const err23 = {instancePath,schemaPath:"#/$defs/TypePrimitive/oneOf/5/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.text !== undefined){
let data5 = data.text;
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(Object.keys(data5).length > 0){
const err24 = {instancePath:instancePath+"/text",schemaPath:"#/$defs/TypePrimitive/oneOf/5/properties/text/maxProperties",keyword:"maxProperties",params:{limit: 0},message:"must NOT have more than 0 properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/text",schemaPath:"#/$defs/TypePrimitive/oneOf/5/properties/text/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
var _valid1 = _errs26 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 5];
}
else {
if(_valid1){
valid2 = true;
passing1 = 5;
if(props0 !== true){
props0 = true;
}
}
const _errs30 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.time === undefined){
const err26 = {instancePath,schemaPath:"#/$defs/TypePrimitive/oneOf/6/required",keyword:"required",params:{missingProperty: "time"},message:"must have required property '"+"time"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
for(const key6 in data){
if(!(key6 === "time")){
const err27 = {instancePath,schemaPath:"#/$defs/TypePrimitive/oneOf/6/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.time !== undefined){
let data6 = data.time;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(Object.keys(data6).length > 0){
const err28 = {instancePath:instancePath+"/time",schemaPath:"#/$defs/TypePrimitive/oneOf/6/properties/time/maxProperties",keyword:"maxProperties",params:{limit: 0},message:"must NOT have more than 0 properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/time",schemaPath:"#/$defs/TypePrimitive/oneOf/6/properties/time/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
var _valid1 = _errs30 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 6];
}
else {
if(_valid1){
valid2 = true;
passing1 = 6;
if(props0 !== true){
props0 = true;
}
}
const _errs34 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.duration === undefined){
const err30 = {instancePath,schemaPath:"#/$defs/TypePrimitive/oneOf/7/required",keyword:"required",params:{missingProperty: "duration"},message:"must have required property '"+"duration"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
for(const key7 in data){
if(!(key7 === "duration")){
const err31 = {instancePath,schemaPath:"#/$defs/TypePrimitive/oneOf/7/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.duration !== undefined){
let data7 = data.duration;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(Object.keys(data7).length > 0){
const err32 = {instancePath:instancePath+"/duration",schemaPath:"#/$defs/TypePrimitive/oneOf/7/properties/duration/maxProperties",keyword:"maxProperties",params:{limit: 0},message:"must NOT have more than 0 properties"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/duration",schemaPath:"#/$defs/TypePrimitive/oneOf/7/properties/duration/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
var _valid1 = _errs34 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 7];
}
else {
if(_valid1){
valid2 = true;
passing1 = 7;
if(props0 !== true){
props0 = true;
}
}
const _errs38 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.hash === undefined){
const err34 = {instancePath,schemaPath:"#/$defs/TypePrimitive/oneOf/8/required",keyword:"required",params:{missingProperty: "hash"},message:"must have required property '"+"hash"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
for(const key8 in data){
if(!(key8 === "hash")){
const err35 = {instancePath,schemaPath:"#/$defs/TypePrimitive/oneOf/8/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.hash !== undefined){
let data8 = data.hash;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(Object.keys(data8).length > 0){
const err36 = {instancePath:instancePath+"/hash",schemaPath:"#/$defs/TypePrimitive/oneOf/8/properties/hash/maxProperties",keyword:"maxProperties",params:{limit: 0},message:"must NOT have more than 0 properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/hash",schemaPath:"#/$defs/TypePrimitive/oneOf/8/properties/hash/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
var _valid1 = _errs38 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 8];
}
else {
if(_valid1){
valid2 = true;
passing1 = 8;
if(props0 !== true){
props0 = true;
}
}
const _errs42 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.uuid === undefined){
const err38 = {instancePath,schemaPath:"#/$defs/TypePrimitive/oneOf/9/required",keyword:"required",params:{missingProperty: "uuid"},message:"must have required property '"+"uuid"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
for(const key9 in data){
if(!(key9 === "uuid")){
const err39 = {instancePath,schemaPath:"#/$defs/TypePrimitive/oneOf/9/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.uuid !== undefined){
let data9 = data.uuid;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(Object.keys(data9).length > 0){
const err40 = {instancePath:instancePath+"/uuid",schemaPath:"#/$defs/TypePrimitive/oneOf/9/properties/uuid/maxProperties",keyword:"maxProperties",params:{limit: 0},message:"must NOT have more than 0 properties"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/uuid",schemaPath:"#/$defs/TypePrimitive/oneOf/9/properties/uuid/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
var _valid1 = _errs42 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 9];
}
else {
if(_valid1){
valid2 = true;
passing1 = 9;
if(props0 !== true){
props0 = true;
}
}
const _errs46 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.unit === undefined){
const err42 = {instancePath,schemaPath:"#/$defs/TypePrimitive/oneOf/10/required",keyword:"required",params:{missingProperty: "unit"},message:"must have required property '"+"unit"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
for(const key10 in data){
if(!(key10 === "unit")){
const err43 = {instancePath,schemaPath:"#/$defs/TypePrimitive/oneOf/10/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.unit !== undefined){
let data10 = data.unit;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(Object.keys(data10).length > 0){
const err44 = {instancePath:instancePath+"/unit",schemaPath:"#/$defs/TypePrimitive/oneOf/10/properties/unit/maxProperties",keyword:"maxProperties",params:{limit: 0},message:"must NOT have more than 0 properties"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/unit",schemaPath:"#/$defs/TypePrimitive/oneOf/10/properties/unit/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
var _valid1 = _errs46 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 10];
}
else {
if(_valid1){
valid2 = true;
passing1 = 10;
if(props0 !== true){
props0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
if(!valid2){
const err46 = {instancePath,schemaPath:"#/$defs/TypePrimitive/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs2 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
}
const _errs50 = errors;
if(!(validate23(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
else {
var props1 = validate23.evaluated.props;
}
var _valid0 = _errs50 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
}
const _errs51 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ref === undefined){
const err47 = {instancePath,schemaPath:"#/oneOf/2/required",keyword:"required",params:{missingProperty: "ref"},message:"must have required property '"+"ref"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
for(const key11 in data){
if(!(key11 === "ref")){
const err48 = {instancePath,schemaPath:"#/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.ref !== undefined){
let data11 = data.ref;
if(typeof data11 === "string"){
if(!pattern4.test(data11)){
const err49 = {instancePath:instancePath+"/ref",schemaPath:"#/$defs/SchemaRef/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"},message:"must match pattern \""+"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/ref",schemaPath:"#/$defs/SchemaRef/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath,schemaPath:"#/oneOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid0 = _errs51 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
if(props0 !== true){
props0 = true;
}
}
}
}
if(!valid0){
const err52 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
validate22.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate22.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://aos.dev/air/v2/defschema.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.$kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "$kind"},message:"must have required property '"+"$kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "$kind") || (key0 === "name")) || (key0 === "type"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.$kind !== undefined){
if("defschema" !== data.$kind){
const err4 = {instancePath:instancePath+"/$kind",schemaPath:"#/properties/%24kind/const",keyword:"const",params:{allowedValue: "defschema"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err5 = {instancePath:instancePath+"/name",schemaPath:"common.schema.json#/$defs/Name/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"},message:"must match pattern \""+"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.type !== undefined){
if(!(validate22(data.type, {instancePath:instancePath+"/type",parentData:data,parentDataProperty:"type",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defmodule = validate26;
const schema38 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://aos.dev/air/v2/defmodule.schema.json","title":"AIR v2 defmodule","type":"object","properties":{"$kind":{"const":"defmodule"},"name":{"$ref":"common.schema.json#/$defs/Name"},"runtime":{"$ref":"#/$defs/Runtime"}},"required":["$kind","name","runtime"],"additionalProperties":false,"$defs":{"Runtime":{"type":"object","oneOf":[{"$ref":"#/$defs/WasmRuntime"},{"$ref":"#/$defs/PythonRuntime"},{"$ref":"#/$defs/BuiltinRuntime"}]},"WasmRuntime":{"type":"object","properties":{"kind":{"const":"wasm"},"artifact":{"$ref":"#/$defs/WasmModuleArtifact"}},"required":["kind","artifact"],"additionalProperties":false},"PythonRuntime":{"type":"object","properties":{"kind":{"const":"python"},"python":{"type":"string","pattern":"^[0-9]+\\.[0-9]+(\\.[0-9]+)?$"},"artifact":{"$ref":"#/$defs/PythonArtifact"}},"required":["kind","python","artifact"],"additionalProperties":false},"BuiltinRuntime":{"type":"object","properties":{"kind":{"const":"builtin"}},"required":["kind"],"additionalProperties":false},"PythonArtifact":{"type":"object","oneOf":[{"$ref":"#/$defs/PythonBundleArtifact"},{"$ref":"#/$defs/WorkspaceRootArtifact"}]},"WasmModuleArtifact":{"type":"object","properties":{"kind":{"const":"wasm_module"},"hash":{"$ref":"common.schema.json#/$defs/Hash","description":"Optional in authored AIR. When omitted, loaders use the placeholder wasm hash until the compiled module hash is supplied."}},"required":["kind"],"additionalProperties":false},"PythonBundleArtifact":{"type":"object","properties":{"kind":{"const":"python_bundle"},"root_hash":{"$ref":"common.schema.json#/$defs/Hash"}},"required":["kind","root_hash"],"additionalProperties":false},"WorkspaceRootArtifact":{"type":"object","properties":{"kind":{"const":"workspace_root"},"root_hash":{"$ref":"common.schema.json#/$defs/Hash"},"path":{"type":"string","minLength":1}},"required":["kind","root_hash"],"additionalProperties":false}}};
const schema40 = {"type":"object","oneOf":[{"$ref":"#/$defs/WasmRuntime"},{"$ref":"#/$defs/PythonRuntime"},{"$ref":"#/$defs/BuiltinRuntime"}]};
const schema50 = {"type":"object","properties":{"kind":{"const":"builtin"}},"required":["kind"],"additionalProperties":false};
const schema41 = {"type":"object","properties":{"kind":{"const":"wasm"},"artifact":{"$ref":"#/$defs/WasmModuleArtifact"}},"required":["kind","artifact"],"additionalProperties":false};
const schema42 = {"type":"object","properties":{"kind":{"const":"wasm_module"},"hash":{"$ref":"common.schema.json#/$defs/Hash","description":"Optional in authored AIR. When omitted, loaders use the placeholder wasm hash until the compiled module hash is supplied."}},"required":["kind"],"additionalProperties":false};
const schema43 = {"title":"Content hash","type":"string","pattern":"^sha256:[0-9a-f]{64}$"};
const pattern7 = new RegExp("^sha256:[0-9a-f]{64}$", "u");

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "kind") || (key0 === "hash"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.kind !== undefined){
if("wasm_module" !== data.kind){
const err2 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "wasm_module"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.hash !== undefined){
let data1 = data.hash;
if(typeof data1 === "string"){
if(!pattern7.test(data1)){
const err3 = {instancePath:instancePath+"/hash",schemaPath:"common.schema.json#/$defs/Hash/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/hash",schemaPath:"common.schema.json#/$defs/Hash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.artifact === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "artifact"},message:"must have required property '"+"artifact"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "kind") || (key0 === "artifact"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.kind !== undefined){
if("wasm" !== data.kind){
const err3 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "wasm"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.artifact !== undefined){
if(!(validate29(data.artifact, {instancePath:instancePath+"/artifact",parentData:data,parentDataProperty:"artifact",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema44 = {"type":"object","properties":{"kind":{"const":"python"},"python":{"type":"string","pattern":"^[0-9]+\\.[0-9]+(\\.[0-9]+)?$"},"artifact":{"$ref":"#/$defs/PythonArtifact"}},"required":["kind","python","artifact"],"additionalProperties":false};
const pattern8 = new RegExp("^[0-9]+\\.[0-9]+(\\.[0-9]+)?$", "u");
const schema45 = {"type":"object","oneOf":[{"$ref":"#/$defs/PythonBundleArtifact"},{"$ref":"#/$defs/WorkspaceRootArtifact"}]};
const schema46 = {"type":"object","properties":{"kind":{"const":"python_bundle"},"root_hash":{"$ref":"common.schema.json#/$defs/Hash"}},"required":["kind","root_hash"],"additionalProperties":false};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.root_hash === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "root_hash"},message:"must have required property '"+"root_hash"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "kind") || (key0 === "root_hash"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.kind !== undefined){
if("python_bundle" !== data.kind){
const err3 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "python_bundle"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.root_hash !== undefined){
let data1 = data.root_hash;
if(typeof data1 === "string"){
if(!pattern7.test(data1)){
const err4 = {instancePath:instancePath+"/root_hash",schemaPath:"common.schema.json#/$defs/Hash/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/root_hash",schemaPath:"common.schema.json#/$defs/Hash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema48 = {"type":"object","properties":{"kind":{"const":"workspace_root"},"root_hash":{"$ref":"common.schema.json#/$defs/Hash"},"path":{"type":"string","minLength":1}},"required":["kind","root_hash"],"additionalProperties":false};
const func1 = ((s) => [...s].length);

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.root_hash === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "root_hash"},message:"must have required property '"+"root_hash"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "kind") || (key0 === "root_hash")) || (key0 === "path"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.kind !== undefined){
if("workspace_root" !== data.kind){
const err3 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "workspace_root"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.root_hash !== undefined){
let data1 = data.root_hash;
if(typeof data1 === "string"){
if(!pattern7.test(data1)){
const err4 = {instancePath:instancePath+"/root_hash",schemaPath:"common.schema.json#/$defs/Hash/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/root_hash",schemaPath:"common.schema.json#/$defs/Hash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.path !== undefined){
let data2 = data.path;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err6 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
let valid0 = false;
let passing0 = null;
const _errs2 = errors;
if(!(validate34(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = true;
}
const _errs3 = errors;
if(!(validate36(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props0 !== true){
props0 = true;
}
}
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
validate33.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate33.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.python === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "python"},message:"must have required property '"+"python"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.artifact === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "artifact"},message:"must have required property '"+"artifact"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "kind") || (key0 === "python")) || (key0 === "artifact"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.kind !== undefined){
if("python" !== data.kind){
const err4 = {instancePath:instancePath+"/kind",schemaPath:"#/properties/kind/const",keyword:"const",params:{allowedValue: "python"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.python !== undefined){
let data1 = data.python;
if(typeof data1 === "string"){
if(!pattern8.test(data1)){
const err5 = {instancePath:instancePath+"/python",schemaPath:"#/properties/python/pattern",keyword:"pattern",params:{pattern: "^[0-9]+\\.[0-9]+(\\.[0-9]+)?$"},message:"must match pattern \""+"^[0-9]+\\.[0-9]+(\\.[0-9]+)?$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/python",schemaPath:"#/properties/python/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.artifact !== undefined){
if(!(validate33(data.artifact, {instancePath:instancePath+"/artifact",parentData:data,parentDataProperty:"artifact",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
let valid0 = false;
let passing0 = null;
const _errs2 = errors;
if(!(validate28(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
var _valid0 = _errs2 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = true;
}
const _errs3 = errors;
if(!(validate32(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid0 = true;
passing0 = 1;
if(props0 !== true){
props0 = true;
}
}
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err1 = {instancePath,schemaPath:"#/$defs/BuiltinRuntime/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "kind")){
const err2 = {instancePath,schemaPath:"#/$defs/BuiltinRuntime/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.kind !== undefined){
if("builtin" !== data.kind){
const err3 = {instancePath:instancePath+"/kind",schemaPath:"#/$defs/BuiltinRuntime/properties/kind/const",keyword:"const",params:{allowedValue: "builtin"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/$defs/BuiltinRuntime/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid0 = _errs4 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid0 = true;
passing0 = 2;
if(props0 !== true){
props0 = true;
}
}
}
}
if(!valid0){
const err5 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
validate27.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate27.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://aos.dev/air/v2/defmodule.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.$kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "$kind"},message:"must have required property '"+"$kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.runtime === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "runtime"},message:"must have required property '"+"runtime"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "$kind") || (key0 === "name")) || (key0 === "runtime"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.$kind !== undefined){
if("defmodule" !== data.$kind){
const err4 = {instancePath:instancePath+"/$kind",schemaPath:"#/properties/%24kind/const",keyword:"const",params:{allowedValue: "defmodule"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err5 = {instancePath:instancePath+"/name",schemaPath:"common.schema.json#/$defs/Name/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"},message:"must match pattern \""+"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.runtime !== undefined){
if(!(validate27(data.runtime, {instancePath:instancePath+"/runtime",parentData:data,parentDataProperty:"runtime",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defworkflow = validate41;
const schema51 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://aos.dev/air/v2/defworkflow.schema.json","title":"AIR v2 defworkflow","type":"object","properties":{"$kind":{"const":"defworkflow"},"name":{"$ref":"common.schema.json#/$defs/Name"},"state":{"$ref":"common.schema.json#/$defs/SchemaRef"},"event":{"$ref":"common.schema.json#/$defs/SchemaRef"},"context":{"$ref":"common.schema.json#/$defs/SchemaRef"},"annotations":{"$ref":"common.schema.json#/$defs/SchemaRef"},"key_schema":{"$ref":"common.schema.json#/$defs/SchemaRef"},"effects_emitted":{"type":"array","items":{"$ref":"common.schema.json#/$defs/Name"},"uniqueItems":true},"determinism":{"type":"string","enum":["strict","checked","decision_log"],"default":"strict"},"impl":{"$ref":"common.schema.json#/$defs/Impl"}},"required":["$kind","name","state","event","effects_emitted","impl"],"additionalProperties":false};
const func2 = Object.prototype.hasOwnProperty;
const func0 = (function equal(a, b) { if (a === b) return true; if (a && b && typeof a == "object" && typeof b == "object") { if (Array.isArray(a) !== Array.isArray(b)) return false; if (Array.isArray(a)) return a.length === b.length && a.every((x, i) => equal(x, b[i])); const ka = Object.keys(a), kb = Object.keys(b); return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && equal(a[k], b[k])); } return a !== a && b !== b; });
const schema59 = {"title":"Executable implementation selector","type":"object","properties":{"module":{"$ref":"#/$defs/Name"},"entrypoint":{"type":"string","minLength":1}},"required":["module","entrypoint"],"additionalProperties":false};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.module === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "module"},message:"must have required property '"+"module"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entrypoint === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entrypoint"},message:"must have required property '"+"entrypoint"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "module") || (key0 === "entrypoint"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.module !== undefined){
let data0 = data.module;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/module",schemaPath:"#/$defs/Name/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"},message:"must match pattern \""+"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/module",schemaPath:"#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.entrypoint !== undefined){
let data1 = data.entrypoint;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/entrypoint",schemaPath:"#/properties/entrypoint/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/entrypoint",schemaPath:"#/properties/entrypoint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://aos.dev/air/v2/defworkflow.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.$kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "$kind"},message:"must have required property '"+"$kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.state === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "state"},message:"must have required property '"+"state"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.event === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "event"},message:"must have required property '"+"event"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.effects_emitted === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "effects_emitted"},message:"must have required property '"+"effects_emitted"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.impl === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "impl"},message:"must have required property '"+"impl"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(func2.call(schema51.properties, key0))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.$kind !== undefined){
if("defworkflow" !== data.$kind){
const err7 = {instancePath:instancePath+"/$kind",schemaPath:"#/properties/%24kind/const",keyword:"const",params:{allowedValue: "defworkflow"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err8 = {instancePath:instancePath+"/name",schemaPath:"common.schema.json#/$defs/Name/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"},message:"must match pattern \""+"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/name",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.state !== undefined){
let data2 = data.state;
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err10 = {instancePath:instancePath+"/state",schemaPath:"common.schema.json#/$defs/SchemaRef/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"},message:"must match pattern \""+"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/state",schemaPath:"common.schema.json#/$defs/SchemaRef/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.event !== undefined){
let data3 = data.event;
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
const err12 = {instancePath:instancePath+"/event",schemaPath:"common.schema.json#/$defs/SchemaRef/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"},message:"must match pattern \""+"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/event",schemaPath:"common.schema.json#/$defs/SchemaRef/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.context !== undefined){
let data4 = data.context;
if(typeof data4 === "string"){
if(!pattern4.test(data4)){
const err14 = {instancePath:instancePath+"/context",schemaPath:"common.schema.json#/$defs/SchemaRef/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"},message:"must match pattern \""+"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/context",schemaPath:"common.schema.json#/$defs/SchemaRef/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.annotations !== undefined){
let data5 = data.annotations;
if(typeof data5 === "string"){
if(!pattern4.test(data5)){
const err16 = {instancePath:instancePath+"/annotations",schemaPath:"common.schema.json#/$defs/SchemaRef/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"},message:"must match pattern \""+"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/annotations",schemaPath:"common.schema.json#/$defs/SchemaRef/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.key_schema !== undefined){
let data6 = data.key_schema;
if(typeof data6 === "string"){
if(!pattern4.test(data6)){
const err18 = {instancePath:instancePath+"/key_schema",schemaPath:"common.schema.json#/$defs/SchemaRef/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"},message:"must match pattern \""+"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/key_schema",schemaPath:"common.schema.json#/$defs/SchemaRef/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.effects_emitted !== undefined){
let data7 = data.effects_emitted;
if(Array.isArray(data7)){
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(typeof data8 === "string"){
if(!pattern4.test(data8)){
const err20 = {instancePath:instancePath+"/effects_emitted/" + i0,schemaPath:"common.schema.json#/$defs/Name/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"},message:"must match pattern \""+"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/effects_emitted/" + i0,schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
let i1 = data7.length;
let j0;
if(i1 > 1){
outer0:
for(;i1--;){
for(j0 = i1; j0--;){
if(func0(data7[i1], data7[j0])){
const err22 = {instancePath:instancePath+"/effects_emitted",schemaPath:"#/properties/effects_emitted/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
break outer0;
}
}
}
}
}
else {
const err23 = {instancePath:instancePath+"/effects_emitted",schemaPath:"#/properties/effects_emitted/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.determinism !== undefined){
let data9 = data.determinism;
if(typeof data9 !== "string"){
const err24 = {instancePath:instancePath+"/determinism",schemaPath:"#/properties/determinism/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!(((data9 === "strict") || (data9 === "checked")) || (data9 === "decision_log"))){
const err25 = {instancePath:instancePath+"/determinism",schemaPath:"#/properties/determinism/enum",keyword:"enum",params:{allowedValues: schema51.properties.determinism.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.impl !== undefined){
if(!(validate42(data.impl, {instancePath:instancePath+"/impl",parentData:data,parentDataProperty:"impl",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
errors = vErrors.length;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defeffect = validate44;
const schema61 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://aos.dev/air/v2/defeffect.schema.json","title":"AIR v2 defeffect","type":"object","properties":{"$kind":{"const":"defeffect"},"name":{"$ref":"common.schema.json#/$defs/Name"},"params":{"$ref":"common.schema.json#/$defs/SchemaRef"},"receipt":{"$ref":"common.schema.json#/$defs/SchemaRef"},"impl":{"$ref":"common.schema.json#/$defs/Impl"}},"required":["$kind","name","params","receipt","impl"],"additionalProperties":false};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.module === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "module"},message:"must have required property '"+"module"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.entrypoint === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "entrypoint"},message:"must have required property '"+"entrypoint"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "module") || (key0 === "entrypoint"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.module !== undefined){
let data0 = data.module;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/module",schemaPath:"#/$defs/Name/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"},message:"must match pattern \""+"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/module",schemaPath:"#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.entrypoint !== undefined){
let data1 = data.entrypoint;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/entrypoint",schemaPath:"#/properties/entrypoint/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/entrypoint",schemaPath:"#/properties/entrypoint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://aos.dev/air/v2/defeffect.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.$kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "$kind"},message:"must have required property '"+"$kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.params === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.receipt === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "receipt"},message:"must have required property '"+"receipt"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.impl === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "impl"},message:"must have required property '"+"impl"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "$kind") || (key0 === "name")) || (key0 === "params")) || (key0 === "receipt")) || (key0 === "impl"))){
const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.$kind !== undefined){
if("defeffect" !== data.$kind){
const err6 = {instancePath:instancePath+"/$kind",schemaPath:"#/properties/%24kind/const",keyword:"const",params:{allowedValue: "defeffect"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err7 = {instancePath:instancePath+"/name",schemaPath:"common.schema.json#/$defs/Name/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"},message:"must match pattern \""+"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/name",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.params !== undefined){
let data2 = data.params;
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err9 = {instancePath:instancePath+"/params",schemaPath:"common.schema.json#/$defs/SchemaRef/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"},message:"must match pattern \""+"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/params",schemaPath:"common.schema.json#/$defs/SchemaRef/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.receipt !== undefined){
let data3 = data.receipt;
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
const err11 = {instancePath:instancePath+"/receipt",schemaPath:"common.schema.json#/$defs/SchemaRef/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"},message:"must match pattern \""+"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/receipt",schemaPath:"common.schema.json#/$defs/SchemaRef/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.impl !== undefined){
if(!(validate45(data.impl, {instancePath:instancePath+"/impl",parentData:data,parentDataProperty:"impl",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defsecret = validate47;
const schema67 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://aos.dev/air/v2/defsecret.schema.json","title":"AIR v2 defsecret","type":"object","properties":{"$kind":{"const":"defsecret"},"name":{"$ref":"common.schema.json#/$defs/Name"},"binding_id":{"type":"string","minLength":1,"description":"Opaque node-local resolver binding ID, such as env:SLACK_BOT_TOKEN."},"expected_digest":{"$ref":"common.schema.json#/$defs/Hash","description":"Optional hash of plaintext for drift detection"}},"required":["$kind","name","binding_id"],"additionalProperties":false};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://aos.dev/air/v2/defsecret.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.$kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "$kind"},message:"must have required property '"+"$kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.binding_id === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "binding_id"},message:"must have required property '"+"binding_id"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "$kind") || (key0 === "name")) || (key0 === "binding_id")) || (key0 === "expected_digest"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.$kind !== undefined){
if("defsecret" !== data.$kind){
const err4 = {instancePath:instancePath+"/$kind",schemaPath:"#/properties/%24kind/const",keyword:"const",params:{allowedValue: "defsecret"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err5 = {instancePath:instancePath+"/name",schemaPath:"common.schema.json#/$defs/Name/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"},message:"must match pattern \""+"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.binding_id !== undefined){
let data2 = data.binding_id;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err7 = {instancePath:instancePath+"/binding_id",schemaPath:"#/properties/binding_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/binding_id",schemaPath:"#/properties/binding_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.expected_digest !== undefined){
let data3 = data.expected_digest;
if(typeof data3 === "string"){
if(!pattern7.test(data3)){
const err9 = {instancePath:instancePath+"/expected_digest",schemaPath:"common.schema.json#/$defs/Hash/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/expected_digest",schemaPath:"common.schema.json#/$defs/Hash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const manifest = validate48;
const schema70 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://aos.dev/air/v2/manifest.schema.json","title":"AIR v2 manifest","type":"object","properties":{"$kind":{"const":"manifest"},"air_version":{"type":"string","enum":["2"],"description":"AIR format major version. v2 manifests must set this to \"2\"."},"schemas":{"type":"array","items":{"$ref":"#/$defs/NamedRef"}},"modules":{"type":"array","items":{"$ref":"#/$defs/NamedRef"}},"workflows":{"type":"array","items":{"$ref":"#/$defs/NamedRef"}},"effects":{"type":"array","items":{"$ref":"#/$defs/NamedRef"}},"secrets":{"type":"array","items":{"$ref":"#/$defs/NamedRef"}},"routing":{"$ref":"#/$defs/Routing"}},"required":["$kind","air_version","schemas","modules","workflows","effects"],"additionalProperties":false,"$defs":{"NamedRef":{"type":"object","properties":{"name":{"$ref":"common.schema.json#/$defs/Name"},"hash":{"$ref":"common.schema.json#/$defs/Hash"}},"required":["name","hash"],"additionalProperties":false},"Routing":{"type":"object","properties":{"subscriptions":{"type":"array","items":{"$ref":"#/$defs/RoutingSubscription"}}},"additionalProperties":false},"RoutingSubscription":{"type":"object","properties":{"event":{"$ref":"common.schema.json#/$defs/SchemaRef"},"workflow":{"$ref":"common.schema.json#/$defs/Name"},"key_field":{"type":"string","description":"Field path in event value that carries the cell key for keyed workflows."}},"required":["event","workflow"],"additionalProperties":false}}};
const schema71 = {"type":"object","properties":{"name":{"$ref":"common.schema.json#/$defs/Name"},"hash":{"$ref":"common.schema.json#/$defs/Hash"}},"required":["name","hash"],"additionalProperties":false};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.hash === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hash"},message:"must have required property '"+"hash"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "name") || (key0 === "hash"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/name",schemaPath:"common.schema.json#/$defs/Name/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"},message:"must match pattern \""+"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.hash !== undefined){
let data1 = data.hash;
if(typeof data1 === "string"){
if(!pattern7.test(data1)){
const err5 = {instancePath:instancePath+"/hash",schemaPath:"common.schema.json#/$defs/Hash/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/hash",schemaPath:"common.schema.json#/$defs/Hash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema74 = {"type":"object","properties":{"subscriptions":{"type":"array","items":{"$ref":"#/$defs/RoutingSubscription"}}},"additionalProperties":false};
const schema75 = {"type":"object","properties":{"event":{"$ref":"common.schema.json#/$defs/SchemaRef"},"workflow":{"$ref":"common.schema.json#/$defs/Name"},"key_field":{"type":"string","description":"Field path in event value that carries the cell key for keyed workflows."}},"required":["event","workflow"],"additionalProperties":false};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.event === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "event"},message:"must have required property '"+"event"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.workflow === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workflow"},message:"must have required property '"+"workflow"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "event") || (key0 === "workflow")) || (key0 === "key_field"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.event !== undefined){
let data0 = data.event;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/event",schemaPath:"common.schema.json#/$defs/SchemaRef/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"},message:"must match pattern \""+"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/event",schemaPath:"common.schema.json#/$defs/SchemaRef/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.workflow !== undefined){
let data1 = data.workflow;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err5 = {instancePath:instancePath+"/workflow",schemaPath:"common.schema.json#/$defs/Name/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"},message:"must match pattern \""+"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/workflow",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.key_field !== undefined){
if(typeof data.key_field !== "string"){
const err7 = {instancePath:instancePath+"/key_field",schemaPath:"#/properties/key_field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(key0 === "subscriptions")){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.subscriptions !== undefined){
let data0 = data.subscriptions;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
if(!(validate56(data0[i0], {instancePath:instancePath+"/subscriptions/" + i0,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath:instancePath+"/subscriptions",schemaPath:"#/properties/subscriptions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://aos.dev/air/v2/manifest.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.$kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "$kind"},message:"must have required property '"+"$kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.air_version === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "air_version"},message:"must have required property '"+"air_version"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.schemas === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schemas"},message:"must have required property '"+"schemas"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.modules === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "modules"},message:"must have required property '"+"modules"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.workflows === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workflows"},message:"must have required property '"+"workflows"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.effects === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "effects"},message:"must have required property '"+"effects"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((((key0 === "$kind") || (key0 === "air_version")) || (key0 === "schemas")) || (key0 === "modules")) || (key0 === "workflows")) || (key0 === "effects")) || (key0 === "secrets")) || (key0 === "routing"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.$kind !== undefined){
if("manifest" !== data.$kind){
const err7 = {instancePath:instancePath+"/$kind",schemaPath:"#/properties/%24kind/const",keyword:"const",params:{allowedValue: "manifest"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.air_version !== undefined){
let data1 = data.air_version;
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/air_version",schemaPath:"#/properties/air_version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!(data1 === "2")){
const err9 = {instancePath:instancePath+"/air_version",schemaPath:"#/properties/air_version/enum",keyword:"enum",params:{allowedValues: schema70.properties.air_version.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.schemas !== undefined){
let data2 = data.schemas;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate49(data2[i0], {instancePath:instancePath+"/schemas/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/schemas",schemaPath:"#/properties/schemas/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.modules !== undefined){
let data4 = data.modules;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
if(!(validate49(data4[i1], {instancePath:instancePath+"/modules/" + i1,parentData:data4,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath:instancePath+"/modules",schemaPath:"#/properties/modules/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.workflows !== undefined){
let data6 = data.workflows;
if(Array.isArray(data6)){
const len2 = data6.length;
for(let i2=0; i2<len2; i2++){
if(!(validate49(data6[i2], {instancePath:instancePath+"/workflows/" + i2,parentData:data6,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
}
}
else {
const err12 = {instancePath:instancePath+"/workflows",schemaPath:"#/properties/workflows/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.effects !== undefined){
let data8 = data.effects;
if(Array.isArray(data8)){
const len3 = data8.length;
for(let i3=0; i3<len3; i3++){
if(!(validate49(data8[i3], {instancePath:instancePath+"/effects/" + i3,parentData:data8,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath:instancePath+"/effects",schemaPath:"#/properties/effects/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.secrets !== undefined){
let data10 = data.secrets;
if(Array.isArray(data10)){
const len4 = data10.length;
for(let i4=0; i4<len4; i4++){
if(!(validate49(data10[i4], {instancePath:instancePath+"/secrets/" + i4,parentData:data10,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
errors = vErrors.length;
}
}
}
else {
const err14 = {instancePath:instancePath+"/secrets",schemaPath:"#/properties/secrets/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.routing !== undefined){
if(!(validate55(data.routing, {instancePath:instancePath+"/routing",parentData:data,parentDataProperty:"routing",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}
validate48.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const patch = validate59;
const schema78 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://aos.dev/air/v2/patch.schema.json","title":"AIR v2 Manifest Patch","type":"object","properties":{"version":{"description":"Patch document format version. AIR v2 kernels only accept \"2\".","type":"string","enum":["2"],"default":"2"},"base_manifest_hash":{"$ref":"common.schema.json#/$defs/Hash"},"patches":{"type":"array","minItems":1,"items":{"oneOf":[{"$ref":"#/$defs/add_def"},{"$ref":"#/$defs/replace_def"},{"$ref":"#/$defs/remove_def"},{"$ref":"#/$defs/set_manifest_refs"},{"$ref":"#/$defs/set_routing_subscriptions"}]}}},"required":["base_manifest_hash","patches"],"additionalProperties":false,"$defs":{"node_json":{"description":"Authoring form of any AIR definition node: defschema, defmodule, defworkflow, defeffect, or defsecret.","type":"object","minProperties":1},"add_def":{"type":"object","properties":{"add_def":{"type":"object","properties":{"kind":{"$ref":"common.schema.json#/$defs/DefKind"},"node":{"$ref":"#/$defs/node_json"}},"required":["kind","node"],"additionalProperties":false}},"required":["add_def"],"additionalProperties":false},"replace_def":{"type":"object","properties":{"replace_def":{"type":"object","properties":{"kind":{"$ref":"common.schema.json#/$defs/DefKind"},"name":{"$ref":"common.schema.json#/$defs/Name"},"new_node":{"$ref":"#/$defs/node_json"},"pre_hash":{"$ref":"common.schema.json#/$defs/Hash"}},"required":["kind","name","new_node","pre_hash"],"additionalProperties":false}},"required":["replace_def"],"additionalProperties":false},"remove_def":{"type":"object","properties":{"remove_def":{"type":"object","properties":{"kind":{"$ref":"common.schema.json#/$defs/DefKind"},"name":{"$ref":"common.schema.json#/$defs/Name"},"pre_hash":{"$ref":"common.schema.json#/$defs/Hash"}},"required":["kind","name","pre_hash"],"additionalProperties":false}},"required":["remove_def"],"additionalProperties":false},"set_manifest_refs":{"type":"object","properties":{"set_manifest_refs":{"type":"object","properties":{"add":{"type":"array","items":{"$ref":"#/$defs/ManifestRefAdd"}},"remove":{"type":"array","items":{"$ref":"#/$defs/ManifestRefRemove"}}},"anyOf":[{"required":["add"]},{"required":["remove"]}],"additionalProperties":false}},"required":["set_manifest_refs"],"additionalProperties":false},"ManifestRefAdd":{"type":"object","properties":{"kind":{"$ref":"common.schema.json#/$defs/DefKind"},"name":{"$ref":"common.schema.json#/$defs/Name"},"hash":{"$ref":"common.schema.json#/$defs/Hash"}},"required":["kind","name","hash"],"additionalProperties":false},"ManifestRefRemove":{"type":"object","properties":{"kind":{"$ref":"common.schema.json#/$defs/DefKind"},"name":{"$ref":"common.schema.json#/$defs/Name"}},"required":["kind","name"],"additionalProperties":false},"set_routing_subscriptions":{"type":"object","properties":{"set_routing_subscriptions":{"type":"object","properties":{"pre_hash":{"$ref":"common.schema.json#/$defs/Hash"},"subscriptions":{"type":"array","items":{"$ref":"manifest.schema.json#/$defs/RoutingSubscription"}}},"required":["pre_hash","subscriptions"],"additionalProperties":false}},"required":["set_routing_subscriptions"],"additionalProperties":false}}};
const schema80 = {"type":"object","properties":{"add_def":{"type":"object","properties":{"kind":{"$ref":"common.schema.json#/$defs/DefKind"},"node":{"$ref":"#/$defs/node_json"}},"required":["kind","node"],"additionalProperties":false}},"required":["add_def"],"additionalProperties":false};
const schema81 = {"title":"AIR definition kind","type":"string","enum":["defschema","defmodule","defworkflow","defeffect","defsecret"]};
const schema82 = {"description":"Authoring form of any AIR definition node: defschema, defmodule, defworkflow, defeffect, or defsecret.","type":"object","minProperties":1};

function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.add_def === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "add_def"},message:"must have required property '"+"add_def"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "add_def")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.add_def !== undefined){
let data0 = data.add_def;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.kind === undefined){
const err2 = {instancePath:instancePath+"/add_def",schemaPath:"#/properties/add_def/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.node === undefined){
const err3 = {instancePath:instancePath+"/add_def",schemaPath:"#/properties/add_def/required",keyword:"required",params:{missingProperty: "node"},message:"must have required property '"+"node"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data0){
if(!((key1 === "kind") || (key1 === "node"))){
const err4 = {instancePath:instancePath+"/add_def",schemaPath:"#/properties/add_def/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.kind !== undefined){
let data1 = data0.kind;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/add_def/kind",schemaPath:"common.schema.json#/$defs/DefKind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!(((((data1 === "defschema") || (data1 === "defmodule")) || (data1 === "defworkflow")) || (data1 === "defeffect")) || (data1 === "defsecret"))){
const err6 = {instancePath:instancePath+"/add_def/kind",schemaPath:"common.schema.json#/$defs/DefKind/enum",keyword:"enum",params:{allowedValues: schema81.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.node !== undefined){
let data2 = data0.node;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(Object.keys(data2).length < 1){
const err7 = {instancePath:instancePath+"/add_def/node",schemaPath:"#/$defs/node_json/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/add_def/node",schemaPath:"#/$defs/node_json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath:instancePath+"/add_def",schemaPath:"#/properties/add_def/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema83 = {"type":"object","properties":{"replace_def":{"type":"object","properties":{"kind":{"$ref":"common.schema.json#/$defs/DefKind"},"name":{"$ref":"common.schema.json#/$defs/Name"},"new_node":{"$ref":"#/$defs/node_json"},"pre_hash":{"$ref":"common.schema.json#/$defs/Hash"}},"required":["kind","name","new_node","pre_hash"],"additionalProperties":false}},"required":["replace_def"],"additionalProperties":false};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.replace_def === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "replace_def"},message:"must have required property '"+"replace_def"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "replace_def")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.replace_def !== undefined){
let data0 = data.replace_def;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.kind === undefined){
const err2 = {instancePath:instancePath+"/replace_def",schemaPath:"#/properties/replace_def/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.name === undefined){
const err3 = {instancePath:instancePath+"/replace_def",schemaPath:"#/properties/replace_def/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.new_node === undefined){
const err4 = {instancePath:instancePath+"/replace_def",schemaPath:"#/properties/replace_def/required",keyword:"required",params:{missingProperty: "new_node"},message:"must have required property '"+"new_node"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data0.pre_hash === undefined){
const err5 = {instancePath:instancePath+"/replace_def",schemaPath:"#/properties/replace_def/required",keyword:"required",params:{missingProperty: "pre_hash"},message:"must have required property '"+"pre_hash"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key1 in data0){
if(!((((key1 === "kind") || (key1 === "name")) || (key1 === "new_node")) || (key1 === "pre_hash"))){
const err6 = {instancePath:instancePath+"/replace_def",schemaPath:"#/properties/replace_def/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.kind !== undefined){
let data1 = data0.kind;
if(typeof data1 !== "string"){
const err7 = {instancePath:instancePath+"/replace_def/kind",schemaPath:"common.schema.json#/$defs/DefKind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!(((((data1 === "defschema") || (data1 === "defmodule")) || (data1 === "defworkflow")) || (data1 === "defeffect")) || (data1 === "defsecret"))){
const err8 = {instancePath:instancePath+"/replace_def/kind",schemaPath:"common.schema.json#/$defs/DefKind/enum",keyword:"enum",params:{allowedValues: schema81.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data0.name !== undefined){
let data2 = data0.name;
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err9 = {instancePath:instancePath+"/replace_def/name",schemaPath:"common.schema.json#/$defs/Name/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"},message:"must match pattern \""+"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/replace_def/name",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data0.new_node !== undefined){
let data3 = data0.new_node;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(Object.keys(data3).length < 1){
const err11 = {instancePath:instancePath+"/replace_def/new_node",schemaPath:"#/$defs/node_json/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/replace_def/new_node",schemaPath:"#/$defs/node_json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data0.pre_hash !== undefined){
let data4 = data0.pre_hash;
if(typeof data4 === "string"){
if(!pattern7.test(data4)){
const err13 = {instancePath:instancePath+"/replace_def/pre_hash",schemaPath:"common.schema.json#/$defs/Hash/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/replace_def/pre_hash",schemaPath:"common.schema.json#/$defs/Hash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/replace_def",schemaPath:"#/properties/replace_def/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema88 = {"type":"object","properties":{"remove_def":{"type":"object","properties":{"kind":{"$ref":"common.schema.json#/$defs/DefKind"},"name":{"$ref":"common.schema.json#/$defs/Name"},"pre_hash":{"$ref":"common.schema.json#/$defs/Hash"}},"required":["kind","name","pre_hash"],"additionalProperties":false}},"required":["remove_def"],"additionalProperties":false};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate64.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.remove_def === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "remove_def"},message:"must have required property '"+"remove_def"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "remove_def")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.remove_def !== undefined){
let data0 = data.remove_def;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.kind === undefined){
const err2 = {instancePath:instancePath+"/remove_def",schemaPath:"#/properties/remove_def/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.name === undefined){
const err3 = {instancePath:instancePath+"/remove_def",schemaPath:"#/properties/remove_def/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data0.pre_hash === undefined){
const err4 = {instancePath:instancePath+"/remove_def",schemaPath:"#/properties/remove_def/required",keyword:"required",params:{missingProperty: "pre_hash"},message:"must have required property '"+"pre_hash"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data0){
if(!(((key1 === "kind") || (key1 === "name")) || (key1 === "pre_hash"))){
const err5 = {instancePath:instancePath+"/remove_def",schemaPath:"#/properties/remove_def/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.kind !== undefined){
let data1 = data0.kind;
if(typeof data1 !== "string"){
const err6 = {instancePath:instancePath+"/remove_def/kind",schemaPath:"common.schema.json#/$defs/DefKind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(!(((((data1 === "defschema") || (data1 === "defmodule")) || (data1 === "defworkflow")) || (data1 === "defeffect")) || (data1 === "defsecret"))){
const err7 = {instancePath:instancePath+"/remove_def/kind",schemaPath:"common.schema.json#/$defs/DefKind/enum",keyword:"enum",params:{allowedValues: schema81.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data0.name !== undefined){
let data2 = data0.name;
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
const err8 = {instancePath:instancePath+"/remove_def/name",schemaPath:"common.schema.json#/$defs/Name/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"},message:"must match pattern \""+"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/remove_def/name",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data0.pre_hash !== undefined){
let data3 = data0.pre_hash;
if(typeof data3 === "string"){
if(!pattern7.test(data3)){
const err10 = {instancePath:instancePath+"/remove_def/pre_hash",schemaPath:"common.schema.json#/$defs/Hash/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/remove_def/pre_hash",schemaPath:"common.schema.json#/$defs/Hash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/remove_def",schemaPath:"#/properties/remove_def/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema92 = {"type":"object","properties":{"set_manifest_refs":{"type":"object","properties":{"add":{"type":"array","items":{"$ref":"#/$defs/ManifestRefAdd"}},"remove":{"type":"array","items":{"$ref":"#/$defs/ManifestRefRemove"}}},"anyOf":[{"required":["add"]},{"required":["remove"]}],"additionalProperties":false}},"required":["set_manifest_refs"],"additionalProperties":false};
const schema93 = {"type":"object","properties":{"kind":{"$ref":"common.schema.json#/$defs/DefKind"},"name":{"$ref":"common.schema.json#/$defs/Name"},"hash":{"$ref":"common.schema.json#/$defs/Hash"}},"required":["kind","name","hash"],"additionalProperties":false};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.hash === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hash"},message:"must have required property '"+"hash"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "kind") || (key0 === "name")) || (key0 === "hash"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.kind !== undefined){
let data0 = data.kind;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/kind",schemaPath:"common.schema.json#/$defs/DefKind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!(((((data0 === "defschema") || (data0 === "defmodule")) || (data0 === "defworkflow")) || (data0 === "defeffect")) || (data0 === "defsecret"))){
const err5 = {instancePath:instancePath+"/kind",schemaPath:"common.schema.json#/$defs/DefKind/enum",keyword:"enum",params:{allowedValues: schema81.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err6 = {instancePath:instancePath+"/name",schemaPath:"common.schema.json#/$defs/Name/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"},message:"must match pattern \""+"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/name",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.hash !== undefined){
let data2 = data.hash;
if(typeof data2 === "string"){
if(!pattern7.test(data2)){
const err8 = {instancePath:instancePath+"/hash",schemaPath:"common.schema.json#/$defs/Hash/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/hash",schemaPath:"common.schema.json#/$defs/Hash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema97 = {"type":"object","properties":{"kind":{"$ref":"common.schema.json#/$defs/DefKind"},"name":{"$ref":"common.schema.json#/$defs/Name"}},"required":["kind","name"],"additionalProperties":false};

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate69.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.kind === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "kind") || (key0 === "name"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.kind !== undefined){
let data0 = data.kind;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/kind",schemaPath:"common.schema.json#/$defs/DefKind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(((((data0 === "defschema") || (data0 === "defmodule")) || (data0 === "defworkflow")) || (data0 === "defeffect")) || (data0 === "defsecret"))){
const err4 = {instancePath:instancePath+"/kind",schemaPath:"common.schema.json#/$defs/DefKind/enum",keyword:"enum",params:{allowedValues: schema81.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.name !== undefined){
let data1 = data.name;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err5 = {instancePath:instancePath+"/name",schemaPath:"common.schema.json#/$defs/Name/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"},message:"must match pattern \""+"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate66(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate66.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.set_manifest_refs === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "set_manifest_refs"},message:"must have required property '"+"set_manifest_refs"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "set_manifest_refs")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.set_manifest_refs !== undefined){
let data0 = data.set_manifest_refs;
const _errs4 = errors;
let valid1 = false;
const _errs5 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.add === undefined){
const err2 = {instancePath:instancePath+"/set_manifest_refs",schemaPath:"#/properties/set_manifest_refs/anyOf/0/required",keyword:"required",params:{missingProperty: "add"},message:"must have required property '"+"add"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = valid1 || _valid0;
const _errs6 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.remove === undefined){
const err3 = {instancePath:instancePath+"/set_manifest_refs",schemaPath:"#/properties/set_manifest_refs/anyOf/1/required",keyword:"required",params:{missingProperty: "remove"},message:"must have required property '"+"remove"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid1 = valid1 || _valid0;
if(!valid1){
const err4 = {instancePath:instancePath+"/set_manifest_refs",schemaPath:"#/properties/set_manifest_refs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
if(!((key1 === "add") || (key1 === "remove"))){
const err5 = {instancePath:instancePath+"/set_manifest_refs",schemaPath:"#/properties/set_manifest_refs/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.add !== undefined){
let data1 = data0.add;
if(Array.isArray(data1)){
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
if(!(validate67(data1[i0], {instancePath:instancePath+"/set_manifest_refs/add/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/set_manifest_refs/add",schemaPath:"#/properties/set_manifest_refs/properties/add/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.remove !== undefined){
let data3 = data0.remove;
if(Array.isArray(data3)){
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
if(!(validate69(data3[i1], {instancePath:instancePath+"/set_manifest_refs/remove/" + i1,parentData:data3,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath:instancePath+"/set_manifest_refs/remove",schemaPath:"#/properties/set_manifest_refs/properties/remove/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/set_manifest_refs",schemaPath:"#/properties/set_manifest_refs/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate66.errors = vErrors;
return errors === 0;
}
validate66.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema100 = {"type":"object","properties":{"set_routing_subscriptions":{"type":"object","properties":{"pre_hash":{"$ref":"common.schema.json#/$defs/Hash"},"subscriptions":{"type":"array","items":{"$ref":"manifest.schema.json#/$defs/RoutingSubscription"}}},"required":["pre_hash","subscriptions"],"additionalProperties":false}},"required":["set_routing_subscriptions"],"additionalProperties":false};

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate73.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.event === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "event"},message:"must have required property '"+"event"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.workflow === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "workflow"},message:"must have required property '"+"workflow"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "event") || (key0 === "workflow")) || (key0 === "key_field"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.event !== undefined){
let data0 = data.event;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/event",schemaPath:"common.schema.json#/$defs/SchemaRef/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"},message:"must match pattern \""+"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/event",schemaPath:"common.schema.json#/$defs/SchemaRef/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.workflow !== undefined){
let data1 = data.workflow;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err5 = {instancePath:instancePath+"/workflow",schemaPath:"common.schema.json#/$defs/Name/pattern",keyword:"pattern",params:{pattern: "^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"},message:"must match pattern \""+"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@([1-9][0-9]*)$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/workflow",schemaPath:"common.schema.json#/$defs/Name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.key_field !== undefined){
if(typeof data.key_field !== "string"){
const err7 = {instancePath:instancePath+"/key_field",schemaPath:"#/properties/key_field/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.set_routing_subscriptions === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "set_routing_subscriptions"},message:"must have required property '"+"set_routing_subscriptions"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "set_routing_subscriptions")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.set_routing_subscriptions !== undefined){
let data0 = data.set_routing_subscriptions;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.pre_hash === undefined){
const err2 = {instancePath:instancePath+"/set_routing_subscriptions",schemaPath:"#/properties/set_routing_subscriptions/required",keyword:"required",params:{missingProperty: "pre_hash"},message:"must have required property '"+"pre_hash"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.subscriptions === undefined){
const err3 = {instancePath:instancePath+"/set_routing_subscriptions",schemaPath:"#/properties/set_routing_subscriptions/required",keyword:"required",params:{missingProperty: "subscriptions"},message:"must have required property '"+"subscriptions"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data0){
if(!((key1 === "pre_hash") || (key1 === "subscriptions"))){
const err4 = {instancePath:instancePath+"/set_routing_subscriptions",schemaPath:"#/properties/set_routing_subscriptions/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.pre_hash !== undefined){
let data1 = data0.pre_hash;
if(typeof data1 === "string"){
if(!pattern7.test(data1)){
const err5 = {instancePath:instancePath+"/set_routing_subscriptions/pre_hash",schemaPath:"common.schema.json#/$defs/Hash/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/set_routing_subscriptions/pre_hash",schemaPath:"common.schema.json#/$defs/Hash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data0.subscriptions !== undefined){
let data2 = data0.subscriptions;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate73(data2[i0], {instancePath:instancePath+"/set_routing_subscriptions/subscriptions/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
}
}
else {
const err7 = {instancePath:instancePath+"/set_routing_subscriptions/subscriptions",schemaPath:"#/properties/set_routing_subscriptions/properties/subscriptions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/set_routing_subscriptions",schemaPath:"#/properties/set_routing_subscriptions/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://aos.dev/air/v2/patch.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.base_manifest_hash === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "base_manifest_hash"},message:"must have required property '"+"base_manifest_hash"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.patches === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "patches"},message:"must have required property '"+"patches"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "version") || (key0 === "base_manifest_hash")) || (key0 === "patches"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.version !== undefined){
let data0 = data.version;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!(data0 === "2")){
const err4 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/enum",keyword:"enum",params:{allowedValues: schema78.properties.version.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.base_manifest_hash !== undefined){
let data1 = data.base_manifest_hash;
if(typeof data1 === "string"){
if(!pattern7.test(data1)){
const err5 = {instancePath:instancePath+"/base_manifest_hash",schemaPath:"common.schema.json#/$defs/Hash/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/base_manifest_hash",schemaPath:"common.schema.json#/$defs/Hash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.patches !== undefined){
let data2 = data.patches;
if(Array.isArray(data2)){
if(data2.length < 1){
const err7 = {instancePath:instancePath+"/patches",schemaPath:"#/properties/patches/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs10 = errors;
let valid4 = false;
let passing0 = null;
const _errs11 = errors;
if(!(validate60(data3, {instancePath:instancePath+"/patches/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
var _valid0 = _errs11 === errors;
if(_valid0){
valid4 = true;
passing0 = 0;
var props0 = true;
}
const _errs12 = errors;
if(!(validate62(data3, {instancePath:instancePath+"/patches/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
var _valid0 = _errs12 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid4 = true;
passing0 = 1;
if(props0 !== true){
props0 = true;
}
}
const _errs13 = errors;
if(!(validate64(data3, {instancePath:instancePath+"/patches/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
var _valid0 = _errs13 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid4 = true;
passing0 = 2;
if(props0 !== true){
props0 = true;
}
}
const _errs14 = errors;
if(!(validate66(data3, {instancePath:instancePath+"/patches/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate66.errors : vErrors.concat(validate66.errors);
errors = vErrors.length;
}
var _valid0 = _errs14 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid4 = true;
passing0 = 3;
if(props0 !== true){
props0 = true;
}
}
const _errs15 = errors;
if(!(validate72(data3, {instancePath:instancePath+"/patches/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
errors = vErrors.length;
}
var _valid0 = _errs15 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid4 = true;
passing0 = 4;
if(props0 !== true){
props0 = true;
}
}
}
}
}
}
if(!valid4){
const err8 = {instancePath:instancePath+"/patches/" + i0,schemaPath:"#/properties/patches/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err9 = {instancePath:instancePath+"/patches",schemaPath:"#/properties/patches/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

