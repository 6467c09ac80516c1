// @ts-nocheck
// Generated from ir/dialects/air/schemas by test/support/air-shape-validators.ts (ajv standalone, verdict only (test/support/verdict-only.ts)).
// Do not edit: UPDATE_GENERATED=1 npx vitest run test/unit/air-shape-validators.test.ts
"use strict";
export const defschema = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://aos.dev/air/v1/defschema.schema.json","title":"AIR v1 defschema","type":"object","properties":{"$kind":{"const":"defschema"},"name":{"$ref":"common.schema.json#/$defs/Name"},"type":{"$ref":"common.schema.json#/$defs/TypeExpr"}},"required":["$kind","name","type"],"additionalProperties":false};
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
return false;
}
const _errs1 = errors;
let valid0 = false;
let passing0 = null;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.record === undefined) && (missing0 = "record")){
errors++;
}
else {
const _errs3 = errors;
for(const key0 in data){
if(!(key0 === "record")){
errors++;
break;
}
}
if(_errs3 === errors){
if(data.record !== undefined){
let data0 = data.record;
const _errs4 = errors;
if(errors === _errs4){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
const _errs7 = errors;
if(!(wrapper0.validate(data0[key1], {instancePath,parentData:data0,parentDataProperty:key1,rootData,dynamicAnchors}))){
errors++;
}
var valid2 = _errs7 === errors;
if(!valid2){
break;
}
}
}
else {
errors++;
}
}
}
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
let missing1;
if((data.variant === undefined) && (missing1 = "variant")){
errors++;
}
else {
const _errs9 = errors;
for(const key2 in data){
if(!(key2 === "variant")){
errors++;
break;
}
}
if(_errs9 === errors){
if(data.variant !== undefined){
let data2 = data.variant;
const _errs10 = errors;
if(errors === _errs10){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
for(const key3 in data2){
const _errs13 = errors;
if(!(wrapper0.validate(data2[key3], {instancePath,parentData:data2,parentDataProperty:key3,rootData,dynamicAnchors}))){
errors++;
}
var valid4 = _errs13 === errors;
if(!valid4){
break;
}
}
}
else {
errors++;
}
}
}
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
let missing2;
if((data.list === undefined) && (missing2 = "list")){
errors++;
}
else {
const _errs15 = errors;
for(const key4 in data){
if(!(key4 === "list")){
errors++;
break;
}
}
if(_errs15 === errors){
if(data.list !== undefined){
if(!(wrapper0.validate(data.list, {instancePath,parentData:data,parentDataProperty:"list",rootData,dynamicAnchors}))){
errors++;
}
}
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
let missing3;
if((data.set === undefined) && (missing3 = "set")){
errors++;
}
else {
const _errs18 = errors;
for(const key5 in data){
if(!(key5 === "set")){
errors++;
break;
}
}
if(_errs18 === errors){
if(data.set !== undefined){
if(!(wrapper0.validate(data.set, {instancePath,parentData:data,parentDataProperty:"set",rootData,dynamicAnchors}))){
errors++;
}
}
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
let missing4;
if((data.map === undefined) && (missing4 = "map")){
errors++;
}
else {
const _errs21 = errors;
for(const key6 in data){
if(!(key6 === "map")){
errors++;
break;
}
}
if(_errs21 === errors){
if(data.map !== undefined){
let data6 = data.map;
const _errs22 = errors;
if(errors === _errs22){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing5;
if(((data6.key === undefined) && (missing5 = "key")) || ((data6.value === undefined) && (missing5 = "value"))){
errors++;
}
else {
const _errs24 = errors;
for(const key7 in data6){
if(!((key7 === "key") || (key7 === "value"))){
errors++;
break;
}
}
if(_errs24 === errors){
if(data6.key !== undefined){
let data7 = data6.key;
const _errs25 = errors;
const _errs26 = errors;
let valid9 = false;
let passing1 = null;
const _errs27 = errors;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing6;
if((data7.int === undefined) && (missing6 = "int")){
errors++;
}
else {
const _errs28 = errors;
for(const key8 in data7){
if(!(key8 === "int")){
errors++;
break;
}
}
if(_errs28 === errors){
if(data7.int !== undefined){
let data8 = data7.int;
const _errs29 = errors;
if(errors === _errs29){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(Object.keys(data8).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
let missing7;
if((data7.nat === undefined) && (missing7 = "nat")){
errors++;
}
else {
const _errs32 = errors;
for(const key9 in data7){
if(!(key9 === "nat")){
errors++;
break;
}
}
if(_errs32 === errors){
if(data7.nat !== undefined){
let data9 = data7.nat;
const _errs33 = errors;
if(errors === _errs33){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(Object.keys(data9).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
let missing8;
if((data7.text === undefined) && (missing8 = "text")){
errors++;
}
else {
const _errs36 = errors;
for(const key10 in data7){
if(!(key10 === "text")){
errors++;
break;
}
}
if(_errs36 === errors){
if(data7.text !== undefined){
let data10 = data7.text;
const _errs37 = errors;
if(errors === _errs37){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(Object.keys(data10).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
let missing9;
if((data7.uuid === undefined) && (missing9 = "uuid")){
errors++;
}
else {
const _errs40 = errors;
for(const key11 in data7){
if(!(key11 === "uuid")){
errors++;
break;
}
}
if(_errs40 === errors){
if(data7.uuid !== undefined){
let data11 = data7.uuid;
const _errs41 = errors;
if(errors === _errs41){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(Object.keys(data11).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
let missing10;
if((data7.hash === undefined) && (missing10 = "hash")){
errors++;
}
else {
const _errs44 = errors;
for(const key12 in data7){
if(!(key12 === "hash")){
errors++;
break;
}
}
if(_errs44 === errors){
if(data7.hash !== undefined){
let data12 = data7.hash;
const _errs45 = errors;
if(errors === _errs45){
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(Object.keys(data12).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
var valid8 = _errs25 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data6.value !== undefined){
const _errs47 = errors;
if(!(wrapper0.validate(data6.value, {instancePath,parentData:data6,parentDataProperty:"value",rootData,dynamicAnchors}))){
errors++;
}
var valid8 = _errs47 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
else {
errors++;
}
}
}
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
let missing11;
if((data.option === undefined) && (missing11 = "option")){
errors++;
}
else {
const _errs49 = errors;
for(const key13 in data){
if(!(key13 === "option")){
errors++;
break;
}
}
if(_errs49 === errors){
if(data.option !== undefined){
if(!(wrapper0.validate(data.option, {instancePath,parentData:data,parentDataProperty:"option",rootData,dynamicAnchors}))){
errors++;
}
}
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
errors++;
validate23.errors = vErrors;
return false;
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
return false;
}
const _errs1 = errors;
let valid0 = false;
let passing0 = null;
const _errs2 = errors;
if(!(data && typeof data == "object" && !Array.isArray(data))){
errors++;
}
const _errs5 = errors;
let valid2 = false;
let passing1 = null;
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.bool === undefined) && (missing0 = "bool")){
errors++;
}
else {
const _errs7 = errors;
for(const key0 in data){
if(!(key0 === "bool")){
errors++;
break;
}
}
if(_errs7 === errors){
if(data.bool !== undefined){
let data0 = data.bool;
const _errs8 = errors;
if(errors === _errs8){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(Object.keys(data0).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
let missing1;
if((data.int === undefined) && (missing1 = "int")){
errors++;
}
else {
const _errs11 = errors;
for(const key1 in data){
if(!(key1 === "int")){
errors++;
break;
}
}
if(_errs11 === errors){
if(data.int !== undefined){
let data1 = data.int;
const _errs12 = errors;
if(errors === _errs12){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(Object.keys(data1).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
let missing2;
if((data.nat === undefined) && (missing2 = "nat")){
errors++;
}
else {
const _errs15 = errors;
for(const key2 in data){
if(!(key2 === "nat")){
errors++;
break;
}
}
if(_errs15 === errors){
if(data.nat !== undefined){
let data2 = data.nat;
const _errs16 = errors;
if(errors === _errs16){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(Object.keys(data2).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
let missing3;
if((data.dec128 === undefined) && (missing3 = "dec128")){
errors++;
}
else {
const _errs19 = errors;
for(const key3 in data){
if(!(key3 === "dec128")){
errors++;
break;
}
}
if(_errs19 === errors){
if(data.dec128 !== undefined){
let data3 = data.dec128;
const _errs20 = errors;
if(errors === _errs20){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(Object.keys(data3).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
let missing4;
if((data.bytes === undefined) && (missing4 = "bytes")){
errors++;
}
else {
const _errs23 = errors;
for(const key4 in data){
if(!(key4 === "bytes")){
errors++;
break;
}
}
if(_errs23 === errors){
if(data.bytes !== undefined){
let data4 = data.bytes;
const _errs24 = errors;
if(errors === _errs24){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(Object.keys(data4).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
let missing5;
if((data.text === undefined) && (missing5 = "text")){
errors++;
}
else {
const _errs27 = errors;
for(const key5 in data){
if(!(key5 === "text")){
errors++;
break;
}
}
if(_errs27 === errors){
if(data.text !== undefined){
let data5 = data.text;
const _errs28 = errors;
if(errors === _errs28){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(Object.keys(data5).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
let missing6;
if((data.time === undefined) && (missing6 = "time")){
errors++;
}
else {
const _errs31 = errors;
for(const key6 in data){
if(!(key6 === "time")){
errors++;
break;
}
}
if(_errs31 === errors){
if(data.time !== undefined){
let data6 = data.time;
const _errs32 = errors;
if(errors === _errs32){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(Object.keys(data6).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
let missing7;
if((data.duration === undefined) && (missing7 = "duration")){
errors++;
}
else {
const _errs35 = errors;
for(const key7 in data){
if(!(key7 === "duration")){
errors++;
break;
}
}
if(_errs35 === errors){
if(data.duration !== undefined){
let data7 = data.duration;
const _errs36 = errors;
if(errors === _errs36){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(Object.keys(data7).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
let missing8;
if((data.hash === undefined) && (missing8 = "hash")){
errors++;
}
else {
const _errs39 = errors;
for(const key8 in data){
if(!(key8 === "hash")){
errors++;
break;
}
}
if(_errs39 === errors){
if(data.hash !== undefined){
let data8 = data.hash;
const _errs40 = errors;
if(errors === _errs40){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(Object.keys(data8).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
let missing9;
if((data.uuid === undefined) && (missing9 = "uuid")){
errors++;
}
else {
const _errs43 = errors;
for(const key9 in data){
if(!(key9 === "uuid")){
errors++;
break;
}
}
if(_errs43 === errors){
if(data.uuid !== undefined){
let data9 = data.uuid;
const _errs44 = errors;
if(errors === _errs44){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(Object.keys(data9).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
let missing10;
if((data.unit === undefined) && (missing10 = "unit")){
errors++;
}
else {
const _errs47 = errors;
for(const key10 in data){
if(!(key10 === "unit")){
errors++;
break;
}
}
if(_errs47 === errors){
if(data.unit !== undefined){
let data10 = data.unit;
const _errs48 = errors;
if(errors === _errs48){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(Object.keys(data10).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
errors++;
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
if(errors === _errs51){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing11;
if((data.ref === undefined) && (missing11 = "ref")){
errors++;
}
else {
const _errs53 = errors;
for(const key11 in data){
if(!(key11 === "ref")){
errors++;
break;
}
}
if(_errs53 === errors){
if(data.ref !== undefined){
let data11 = data.ref;
const _errs55 = errors;
if(errors === _errs55){
if(typeof data11 === "string"){
if(!pattern4.test(data11)){
errors++;
}
}
else {
errors++;
}
}
}
}
}
}
else {
errors++;
}
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
errors++;
validate22.errors = vErrors;
return false;
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
/*# sourceURL="https://aos.dev/air/v1/defschema.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.$kind === undefined) && (missing0 = "$kind")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.type === undefined) && (missing0 = "type"))){
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "$kind") || (key0 === "name")) || (key0 === "type"))){
return false;
break;
}
}
if(_errs1 === errors){
if(data.$kind !== undefined){
const _errs2 = errors;
if("defschema" !== data.$kind){
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data1 = data.name;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
return false;
}
}
else {
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.type !== undefined){
const _errs6 = errors;
if(!(validate22(data.type, {instancePath,parentData:data,parentDataProperty:"type",rootData,dynamicAnchors}))){
errors++;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
return false;
}
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defmodule = validate26;
const schema38 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://aos.dev/air/v1/defmodule.schema.json","title":"AIR v1 defmodule","type":"object","properties":{"$kind":{"const":"defmodule"},"name":{"$ref":"common.schema.json#/$defs/Name"},"module_kind":{"type":"string","enum":["reducer"]},"wasm_hash":{"$ref":"common.schema.json#/$defs/Hash"},"key_schema":{"$ref":"common.schema.json#/$defs/SchemaRef"},"abi":{"type":"object","properties":{"reducer":{"type":"object","properties":{"state":{"$ref":"common.schema.json#/$defs/SchemaRef"},"event":{"$ref":"common.schema.json#/$defs/SchemaRef"},"annotations":{"$ref":"common.schema.json#/$defs/SchemaRef"},"effects_emitted":{"type":"array","items":{"$ref":"common.schema.json#/$defs/EffectKind"}},"cap_slots":{"type":"object","description":"slot_name → cap_type","patternProperties":{"^[A-Za-z_][A-Za-z0-9_.-]{0,63}$":{"$ref":"common.schema.json#/$defs/CapType"}},"additionalProperties":false}},"required":["state","event"],"additionalProperties":false}},"additionalProperties":false}},"required":["$kind","name","module_kind","wasm_hash","abi"],"allOf":[{"if":{"properties":{"module_kind":{"const":"reducer"}}},"then":{"required":["abi"],"properties":{"abi":{"required":["reducer"]}}}}],"additionalProperties":false};
const schema40 = {"title":"Content hash","type":"string","pattern":"^sha256:[0-9a-f]{64}$"};
const schema45 = {"title":"Built-in effect kinds (v1)","type":"string","enum":["http.request","fs.blob.put","fs.blob.get","timer.set","llm.generate"]};
const schema46 = {"title":"Capability types (v1)","type":"string","enum":["http.out","fs.blob","timer","llm.basic"]};
const pattern7 = new RegExp("^sha256:[0-9a-f]{64}$", "u");
const pattern12 = new RegExp("^[A-Za-z_][A-Za-z0-9_.-]{0,63}$", "u");

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://aos.dev/air/v1/defmodule.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.module_kind !== undefined){
if("reducer" !== data.module_kind){
errors++;
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.abi === undefined) && (missing0 = "abi")){
return false;
}
else {
if(data.abi !== undefined){
let data1 = data.abi;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if((data1.reducer === undefined) && (missing1 = "reducer")){
return false;
}
}
}
}
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.abi = true;
props0.module_kind = true;
}
}
if(!valid1){
errors++;
validate26.errors = vErrors;
return false;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((((((data.$kind === undefined) && (missing2 = "$kind")) || ((data.name === undefined) && (missing2 = "name"))) || ((data.module_kind === undefined) && (missing2 = "module_kind"))) || ((data.wasm_hash === undefined) && (missing2 = "wasm_hash"))) || ((data.abi === undefined) && (missing2 = "abi"))){
return false;
}
else {
const _errs7 = errors;
for(const key0 in data){
if(!((((((key0 === "$kind") || (key0 === "name")) || (key0 === "module_kind")) || (key0 === "wasm_hash")) || (key0 === "key_schema")) || (key0 === "abi"))){
return false;
break;
}
}
if(_errs7 === errors){
if(data.$kind !== undefined){
const _errs8 = errors;
if("defmodule" !== data.$kind){
return false;
}
var valid4 = _errs8 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.name !== undefined){
let data3 = data.name;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
return false;
}
}
else {
return false;
}
}
var valid4 = _errs9 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.module_kind !== undefined){
let data4 = data.module_kind;
const _errs12 = errors;
if(typeof data4 !== "string"){
return false;
}
if(!(data4 === "reducer")){
return false;
}
var valid4 = _errs12 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.wasm_hash !== undefined){
let data5 = data.wasm_hash;
const _errs14 = errors;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data5 === "string"){
if(!pattern7.test(data5)){
return false;
}
}
else {
return false;
}
}
var valid4 = _errs14 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.key_schema !== undefined){
let data6 = data.key_schema;
const _errs17 = errors;
const _errs18 = errors;
if(errors === _errs18){
if(typeof data6 === "string"){
if(!pattern4.test(data6)){
return false;
}
}
else {
return false;
}
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data.abi !== undefined){
let data7 = data.abi;
const _errs20 = errors;
if(errors === _errs20){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
const _errs22 = errors;
for(const key1 in data7){
if(!(key1 === "reducer")){
return false;
break;
}
}
if(_errs22 === errors){
if(data7.reducer !== undefined){
let data8 = data7.reducer;
const _errs23 = errors;
if(errors === _errs23){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing3;
if(((data8.state === undefined) && (missing3 = "state")) || ((data8.event === undefined) && (missing3 = "event"))){
return false;
}
else {
const _errs25 = errors;
for(const key2 in data8){
if(!(((((key2 === "state") || (key2 === "event")) || (key2 === "annotations")) || (key2 === "effects_emitted")) || (key2 === "cap_slots"))){
return false;
break;
}
}
if(_errs25 === errors){
if(data8.state !== undefined){
let data9 = data8.state;
const _errs26 = errors;
const _errs27 = errors;
if(errors === _errs27){
if(typeof data9 === "string"){
if(!pattern4.test(data9)){
return false;
}
}
else {
return false;
}
}
var valid9 = _errs26 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data8.event !== undefined){
let data10 = data8.event;
const _errs29 = errors;
const _errs30 = errors;
if(errors === _errs30){
if(typeof data10 === "string"){
if(!pattern4.test(data10)){
return false;
}
}
else {
return false;
}
}
var valid9 = _errs29 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data8.annotations !== undefined){
let data11 = data8.annotations;
const _errs32 = errors;
const _errs33 = errors;
if(errors === _errs33){
if(typeof data11 === "string"){
if(!pattern4.test(data11)){
return false;
}
}
else {
return false;
}
}
var valid9 = _errs32 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data8.effects_emitted !== undefined){
let data12 = data8.effects_emitted;
const _errs35 = errors;
if(errors === _errs35){
if(Array.isArray(data12)){
var valid13 = true;
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
const _errs37 = errors;
if(typeof data13 !== "string"){
return false;
}
if(!(((((data13 === "http.request") || (data13 === "fs.blob.put")) || (data13 === "fs.blob.get")) || (data13 === "timer.set")) || (data13 === "llm.generate"))){
return false;
}
var valid13 = _errs37 === errors;
if(!valid13){
break;
}
}
}
else {
return false;
}
}
var valid9 = _errs35 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data8.cap_slots !== undefined){
let data14 = data8.cap_slots;
const _errs40 = errors;
if(errors === _errs40){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
const _errs42 = errors;
for(const key3 in data14){
if(!(pattern12.test(key3))){
return false;
break;
}
}
if(_errs42 === errors){
var valid15 = true;
for(const key4 in data14){
if(pattern12.test(key4)){
let data15 = data14[key4];
const _errs43 = errors;
if(typeof data15 !== "string"){
return false;
}
if(!((((data15 === "http.out") || (data15 === "fs.blob")) || (data15 === "timer")) || (data15 === "llm.basic"))){
return false;
}
var valid15 = _errs43 === errors;
if(!valid15){
break;
}
}
}
}
}
else {
return false;
}
}
var valid9 = _errs40 === errors;
}
else {
var valid9 = true;
}
}
}
}
}
}
}
}
else {
return false;
}
}
}
}
}
else {
return false;
}
}
var valid4 = _errs20 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
}
}
}
else {
return false;
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defplan = validate27;
const schema47 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://aos.dev/air/v1/defplan.schema.json","title":"AIR v1 defplan","type":"object","properties":{"$kind":{"const":"defplan"},"name":{"$ref":"common.schema.json#/$defs/Name"},"input":{"$ref":"common.schema.json#/$defs/SchemaRef"},"output":{"$ref":"common.schema.json#/$defs/SchemaRef"},"locals":{"type":"object","additionalProperties":{"$ref":"common.schema.json#/$defs/SchemaRef"}},"steps":{"type":"array","minItems":1,"items":{"$ref":"#/$defs/Step"}},"edges":{"type":"array","items":{"type":"object","properties":{"from":{"$ref":"common.schema.json#/$defs/StepId"},"to":{"$ref":"common.schema.json#/$defs/StepId"},"when":{"$ref":"common.schema.json#/$defs/Expr"}},"required":["from","to"],"additionalProperties":false}},"required_caps":{"type":"array","items":{"$ref":"common.schema.json#/$defs/CapGrantName"}},"allowed_effects":{"type":"array","items":{"$ref":"common.schema.json#/$defs/EffectKind"}},"invariants":{"type":"array","items":{"$ref":"common.schema.json#/$defs/Expr"}}},"required":["$kind","name","input","steps"],"additionalProperties":false,"$defs":{"Step":{"type":"object","oneOf":[{"$ref":"#/$defs/StepRaiseEvent"},{"$ref":"#/$defs/StepEmitEffect"},{"$ref":"#/$defs/StepAwaitReceipt"},{"$ref":"#/$defs/StepAwaitEvent"},{"$ref":"#/$defs/StepAssign"},{"$ref":"#/$defs/StepEnd"}]},"StepBase":{"type":"object","properties":{"id":{"$ref":"common.schema.json#/$defs/StepId"}},"required":["id"]},"BindAs":{"type":"object","properties":{"as":{"$ref":"common.schema.json#/$defs/VarName"}},"required":["as"],"additionalProperties":false},"StepRaiseEvent":{"allOf":[{"$ref":"#/$defs/StepBase"},{"type":"object","properties":{"op":{"const":"raise_event"},"reducer":{"$ref":"common.schema.json#/$defs/Name"},"event":{"$ref":"common.schema.json#/$defs/Expr"},"key":{"$ref":"common.schema.json#/$defs/Expr"},"id":{"$ref":"common.schema.json#/$defs/StepId"}},"required":["op","reducer","event"],"additionalProperties":false}]},"StepEmitEffect":{"allOf":[{"$ref":"#/$defs/StepBase"},{"type":"object","properties":{"op":{"const":"emit_effect"},"kind":{"$ref":"common.schema.json#/$defs/EffectKind"},"params":{"$ref":"common.schema.json#/$defs/Expr"},"cap":{"$ref":"common.schema.json#/$defs/CapGrantName"},"bind":{"type":"object","properties":{"effect_id_as":{"$ref":"common.schema.json#/$defs/VarName"}},"required":["effect_id_as"],"additionalProperties":false},"id":{"$ref":"common.schema.json#/$defs/StepId"}},"required":["op","kind","params","cap","bind"],"additionalProperties":false}]},"StepAwaitReceipt":{"allOf":[{"$ref":"#/$defs/StepBase"},{"type":"object","properties":{"op":{"const":"await_receipt"},"for":{"$ref":"common.schema.json#/$defs/Expr"},"bind":{"$ref":"#/$defs/BindAs"},"id":{"$ref":"common.schema.json#/$defs/StepId"}},"required":["op","for","bind"],"additionalProperties":false}]},"StepAwaitEvent":{"allOf":[{"$ref":"#/$defs/StepBase"},{"type":"object","properties":{"op":{"const":"await_event"},"event":{"$ref":"common.schema.json#/$defs/SchemaRef"},"where":{"$ref":"common.schema.json#/$defs/Expr"},"bind":{"$ref":"#/$defs/BindAs"},"id":{"$ref":"common.schema.json#/$defs/StepId"}},"required":["op","event","bind"],"additionalProperties":false}]},"StepAssign":{"allOf":[{"$ref":"#/$defs/StepBase"},{"type":"object","properties":{"op":{"const":"assign"},"expr":{"$ref":"common.schema.json#/$defs/Expr"},"bind":{"$ref":"#/$defs/BindAs"},"id":{"$ref":"common.schema.json#/$defs/StepId"}},"required":["op","expr","bind"],"additionalProperties":false}]},"StepEnd":{"allOf":[{"$ref":"#/$defs/StepBase"},{"type":"object","properties":{"op":{"const":"end"},"result":{"$ref":"common.schema.json#/$defs/Expr"},"id":{"$ref":"common.schema.json#/$defs/StepId"}},"required":["op"],"additionalProperties":false}]}}};
const schema55 = {"type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_.-]{0,63}$"};
const schema72 = {"type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_.-]{0,63}$"};
const func1 = Object.prototype.hasOwnProperty;
const schema52 = {"type":"object","oneOf":[{"$ref":"#/$defs/StepRaiseEvent"},{"$ref":"#/$defs/StepEmitEffect"},{"$ref":"#/$defs/StepAwaitReceipt"},{"$ref":"#/$defs/StepAwaitEvent"},{"$ref":"#/$defs/StepAssign"},{"$ref":"#/$defs/StepEnd"}]};
const schema53 = {"allOf":[{"$ref":"#/$defs/StepBase"},{"type":"object","properties":{"op":{"const":"raise_event"},"reducer":{"$ref":"common.schema.json#/$defs/Name"},"event":{"$ref":"common.schema.json#/$defs/Expr"},"key":{"$ref":"common.schema.json#/$defs/Expr"},"id":{"$ref":"common.schema.json#/$defs/StepId"}},"required":["op","reducer","event"],"additionalProperties":false}]};
const schema54 = {"type":"object","properties":{"id":{"$ref":"common.schema.json#/$defs/StepId"}},"required":["id"]};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.id === undefined) && (missing0 = "id")){
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs2 = errors;
if(errors === _errs2){
if(typeof data0 === "string"){
if(!pattern12.test(data0)){
return false;
}
}
else {
return false;
}
}
}
}
}
else {
return false;
}
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":{"id":true},"dynamicProps":false,"dynamicItems":false};

const schema57 = {"description":"Side-effect-free expression used in guards, bindings, and parameter construction","type":"object","oneOf":[{"$ref":"#/$defs/ExprRef"},{"$ref":"#/$defs/ExprConst"},{"$ref":"#/$defs/ExprOp"},{"$ref":"#/$defs/ExprRecord"},{"$ref":"#/$defs/ExprList"},{"$ref":"#/$defs/ExprSet"},{"$ref":"#/$defs/ExprMap"},{"$ref":"#/$defs/ExprVariant"}]};
const schema58 = {"type":"object","properties":{"ref":{"type":"string","description":"References: @plan.input[.path], @var:<name>, @step:<id>[.path]","pattern":"^@(plan\\.input(\\.[A-Za-z_][A-Za-z0-9_.-]*)*|var:[A-Za-z_][A-Za-z0-9_.-]*|step:[A-Za-z_][A-Za-z0-9_.-]*(\\.[A-Za-z_][A-Za-z0-9_.-]*)*)$"}},"required":["ref"],"additionalProperties":false};
const pattern20 = new RegExp("^@(plan\\.input(\\.[A-Za-z_][A-Za-z0-9_.-]*)*|var:[A-Za-z_][A-Za-z0-9_.-]*|step:[A-Za-z_][A-Za-z0-9_.-]*(\\.[A-Za-z_][A-Za-z0-9_.-]*)*)$", "u");
const schema59 = {"type":"object","oneOf":[{"properties":{"bool":{"type":"boolean"}},"required":["bool"],"additionalProperties":false},{"properties":{"int":{"type":"integer"}},"required":["int"],"additionalProperties":false},{"properties":{"nat":{"type":"integer","minimum":0}},"required":["nat"],"additionalProperties":false},{"properties":{"dec128":{"$ref":"#/$defs/DecimalString"}},"required":["dec128"],"additionalProperties":false},{"properties":{"text":{"type":"string"}},"required":["text"],"additionalProperties":false},{"properties":{"bytes_b64":{"$ref":"#/$defs/BytesB64"}},"required":["bytes_b64"],"additionalProperties":false},{"properties":{"time_ns":{"type":"integer","minimum":0}},"required":["time_ns"],"additionalProperties":false},{"properties":{"duration_ns":{"type":"integer"}},"required":["duration_ns"],"additionalProperties":false},{"properties":{"hash":{"$ref":"#/$defs/Hash"}},"required":["hash"],"additionalProperties":false},{"properties":{"uuid":{"type":"string","format":"uuid"}},"required":["uuid"],"additionalProperties":false}]};
const schema60 = {"description":"Decimal128 represented as a string to avoid float issues","type":"string","pattern":"^[+-]?(\\d+)(\\.\\d+)?([eE][+-]?\\d+)?$"};
const schema61 = {"type":"string","contentEncoding":"base64"};
const pattern21 = new RegExp("^[+-]?(\\d+)(\\.\\d+)?([eE][+-]?\\d+)?$", "u");

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
return false;
}
const _errs1 = errors;
let valid0 = false;
let passing0 = null;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.bool === undefined) && (missing0 = "bool")){
errors++;
}
else {
const _errs3 = errors;
for(const key0 in data){
if(!(key0 === "bool")){
errors++;
break;
}
}
if(_errs3 === errors){
if(data.bool !== undefined){
if(typeof data.bool !== "boolean"){
errors++;
}
}
}
}
}
var _valid0 = _errs2 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = true;
}
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.int === undefined) && (missing1 = "int")){
errors++;
}
else {
const _errs7 = errors;
for(const key1 in data){
if(!(key1 === "int")){
errors++;
break;
}
}
if(_errs7 === errors){
if(data.int !== undefined){
let data1 = data.int;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
errors++;
}
}
}
}
}
var _valid0 = _errs6 === errors;
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
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.nat === undefined) && (missing2 = "nat")){
errors++;
}
else {
const _errs11 = errors;
for(const key2 in data){
if(!(key2 === "nat")){
errors++;
break;
}
}
if(_errs11 === errors){
if(data.nat !== undefined){
let data2 = data.nat;
const _errs12 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
errors++;
}
if(errors === _errs12){
if(typeof data2 == "number"){
if(data2 < 0 || isNaN(data2)){
errors++;
}
}
}
}
}
}
}
var _valid0 = _errs10 === errors;
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
const _errs14 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.dec128 === undefined) && (missing3 = "dec128")){
errors++;
}
else {
const _errs15 = errors;
for(const key3 in data){
if(!(key3 === "dec128")){
errors++;
break;
}
}
if(_errs15 === errors){
if(data.dec128 !== undefined){
let data3 = data.dec128;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data3 === "string"){
if(!pattern21.test(data3)){
errors++;
}
}
else {
errors++;
}
}
}
}
}
}
var _valid0 = _errs14 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
if(props0 !== true){
props0 = true;
}
}
const _errs19 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.text === undefined) && (missing4 = "text")){
errors++;
}
else {
const _errs20 = errors;
for(const key4 in data){
if(!(key4 === "text")){
errors++;
break;
}
}
if(_errs20 === errors){
if(data.text !== undefined){
if(typeof data.text !== "string"){
errors++;
}
}
}
}
}
var _valid0 = _errs19 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid0 = true;
passing0 = 4;
if(props0 !== true){
props0 = true;
}
}
const _errs23 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.bytes_b64 === undefined) && (missing5 = "bytes_b64")){
errors++;
}
else {
const _errs24 = errors;
for(const key5 in data){
if(!(key5 === "bytes_b64")){
errors++;
break;
}
}
if(_errs24 === errors){
if(data.bytes_b64 !== undefined){
if(typeof data.bytes_b64 !== "string"){
errors++;
}
}
}
}
}
var _valid0 = _errs23 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 5];
}
else {
if(_valid0){
valid0 = true;
passing0 = 5;
if(props0 !== true){
props0 = true;
}
}
const _errs28 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.time_ns === undefined) && (missing6 = "time_ns")){
errors++;
}
else {
const _errs29 = errors;
for(const key6 in data){
if(!(key6 === "time_ns")){
errors++;
break;
}
}
if(_errs29 === errors){
if(data.time_ns !== undefined){
let data6 = data.time_ns;
const _errs30 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
errors++;
}
if(errors === _errs30){
if(typeof data6 == "number"){
if(data6 < 0 || isNaN(data6)){
errors++;
}
}
}
}
}
}
}
var _valid0 = _errs28 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 6];
}
else {
if(_valid0){
valid0 = true;
passing0 = 6;
if(props0 !== true){
props0 = true;
}
}
const _errs32 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.duration_ns === undefined) && (missing7 = "duration_ns")){
errors++;
}
else {
const _errs33 = errors;
for(const key7 in data){
if(!(key7 === "duration_ns")){
errors++;
break;
}
}
if(_errs33 === errors){
if(data.duration_ns !== undefined){
let data7 = data.duration_ns;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
errors++;
}
}
}
}
}
var _valid0 = _errs32 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 7];
}
else {
if(_valid0){
valid0 = true;
passing0 = 7;
if(props0 !== true){
props0 = true;
}
}
const _errs36 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.hash === undefined) && (missing8 = "hash")){
errors++;
}
else {
const _errs37 = errors;
for(const key8 in data){
if(!(key8 === "hash")){
errors++;
break;
}
}
if(_errs37 === errors){
if(data.hash !== undefined){
let data8 = data.hash;
const _errs39 = errors;
if(errors === _errs39){
if(typeof data8 === "string"){
if(!pattern7.test(data8)){
errors++;
}
}
else {
errors++;
}
}
}
}
}
}
var _valid0 = _errs36 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 8];
}
else {
if(_valid0){
valid0 = true;
passing0 = 8;
if(props0 !== true){
props0 = true;
}
}
const _errs41 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if((data.uuid === undefined) && (missing9 = "uuid")){
errors++;
}
else {
const _errs42 = errors;
for(const key9 in data){
if(!(key9 === "uuid")){
errors++;
break;
}
}
if(_errs42 === errors){
if(data.uuid !== undefined){
const _errs43 = errors;
if(errors === _errs43){
if(errors === _errs43){
if(!(typeof data.uuid === "string")){
errors++;
}
}
}
}
}
}
}
var _valid0 = _errs41 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 9];
}
else {
if(_valid0){
valid0 = true;
passing0 = 9;
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
if(!valid0){
errors++;
validate33.errors = vErrors;
return false;
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

const schema63 = {"type":"object","properties":{"op":{"type":"string","enum":["len","get","has","eq","ne","lt","le","gt","ge","and","or","not","concat","add","sub","mul","div","mod","starts_with","ends_with","contains"]},"args":{"type":"array","items":{"$ref":"#/$defs/Expr"},"minItems":1}},"required":["op","args"],"additionalProperties":false};
const wrapper6 = {validate: validate32};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.op === undefined) && (missing0 = "op")) || ((data.args === undefined) && (missing0 = "args"))){
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "op") || (key0 === "args"))){
return false;
break;
}
}
if(_errs1 === errors){
if(data.op !== undefined){
let data0 = data.op;
const _errs2 = errors;
if(typeof data0 !== "string"){
return false;
}
if(!(((((((((((((((((((((data0 === "len") || (data0 === "get")) || (data0 === "has")) || (data0 === "eq")) || (data0 === "ne")) || (data0 === "lt")) || (data0 === "le")) || (data0 === "gt")) || (data0 === "ge")) || (data0 === "and")) || (data0 === "or")) || (data0 === "not")) || (data0 === "concat")) || (data0 === "add")) || (data0 === "sub")) || (data0 === "mul")) || (data0 === "div")) || (data0 === "mod")) || (data0 === "starts_with")) || (data0 === "ends_with")) || (data0 === "contains"))){
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.args !== undefined){
let data1 = data.args;
const _errs4 = errors;
if(errors === _errs4){
if(Array.isArray(data1)){
if(data1.length < 1){
return false;
}
else {
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs6 = errors;
if(!(wrapper6.validate(data1[i0], {instancePath,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
errors++;
}
var valid1 = _errs6 === errors;
if(!valid1){
break;
}
}
}
}
else {
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
return false;
}
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema64 = {"type":"object","properties":{"record":{"type":"object","additionalProperties":{"$ref":"#/$defs/Expr"}}},"required":["record"],"additionalProperties":false};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.record === undefined) && (missing0 = "record")){
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "record")){
return false;
break;
}
}
if(_errs1 === errors){
if(data.record !== undefined){
let data0 = data.record;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
for(const key1 in data0){
const _errs5 = errors;
if(!(wrapper6.validate(data0[key1], {instancePath,parentData:data0,parentDataProperty:key1,rootData,dynamicAnchors}))){
errors++;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
return false;
}
}
}
}
}
}
else {
return false;
}
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema65 = {"type":"object","properties":{"list":{"type":"array","items":{"$ref":"#/$defs/Expr"}}},"required":["list"],"additionalProperties":false};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.list === undefined) && (missing0 = "list")){
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "list")){
return false;
break;
}
}
if(_errs1 === errors){
if(data.list !== undefined){
let data0 = data.list;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(wrapper6.validate(data0[i0], {instancePath,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
errors++;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
return false;
}
}
}
}
}
}
else {
return false;
}
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema66 = {"type":"object","properties":{"set":{"type":"array","items":{"$ref":"#/$defs/Expr"}}},"required":["set"],"additionalProperties":false};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.set === undefined) && (missing0 = "set")){
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "set")){
return false;
break;
}
}
if(_errs1 === errors){
if(data.set !== undefined){
let data0 = data.set;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
const _errs4 = errors;
if(!(wrapper6.validate(data0[i0], {instancePath,parentData:data0,parentDataProperty:i0,rootData,dynamicAnchors}))){
errors++;
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
return false;
}
}
}
}
}
}
else {
return false;
}
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema67 = {"type":"object","properties":{"map":{"type":"array","items":{"type":"object","properties":{"key":{"$ref":"#/$defs/Expr"},"value":{"$ref":"#/$defs/Expr"}},"required":["key","value"],"additionalProperties":false}}},"required":["map"],"additionalProperties":false};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.map === undefined) && (missing0 = "map")){
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "map")){
return false;
break;
}
}
if(_errs1 === errors){
if(data.map !== undefined){
let data0 = data.map;
const _errs2 = errors;
if(errors === _errs2){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.key === undefined) && (missing1 = "key")) || ((data1.value === undefined) && (missing1 = "value"))){
return false;
}
else {
const _errs6 = errors;
for(const key1 in data1){
if(!((key1 === "key") || (key1 === "value"))){
return false;
break;
}
}
if(_errs6 === errors){
if(data1.key !== undefined){
const _errs7 = errors;
if(!(wrapper6.validate(data1.key, {instancePath,parentData:data1,parentDataProperty:"key",rootData,dynamicAnchors}))){
errors++;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.value !== undefined){
const _errs8 = errors;
if(!(wrapper6.validate(data1.value, {instancePath,parentData:data1,parentDataProperty:"value",rootData,dynamicAnchors}))){
errors++;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
}
}
}
}
else {
return false;
}
}
var valid1 = _errs4 === errors;
if(!valid1){
break;
}
}
}
else {
return false;
}
}
}
}
}
}
else {
return false;
}
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema68 = {"type":"object","properties":{"variant":{"type":"object","properties":{"tag":{"type":"string"},"value":{"$ref":"#/$defs/Expr"}},"required":["tag"],"additionalProperties":false}},"required":["variant"],"additionalProperties":false};

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
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.variant === undefined) && (missing0 = "variant")){
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "variant")){
return false;
break;
}
}
if(_errs1 === errors){
if(data.variant !== undefined){
let data0 = data.variant;
const _errs2 = errors;
if(errors === _errs2){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing1;
if((data0.tag === undefined) && (missing1 = "tag")){
return false;
}
else {
const _errs4 = errors;
for(const key1 in data0){
if(!((key1 === "tag") || (key1 === "value"))){
return false;
break;
}
}
if(_errs4 === errors){
if(data0.tag !== undefined){
const _errs5 = errors;
if(typeof data0.tag !== "string"){
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data0.value !== undefined){
const _errs7 = errors;
if(!(wrapper6.validate(data0.value, {instancePath,parentData:data0,parentDataProperty:"value",rootData,dynamicAnchors}))){
errors++;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
else {
return false;
}
}
}
}
}
}
else {
return false;
}
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(!(data && typeof data == "object" && !Array.isArray(data))){
return false;
}
const _errs1 = errors;
let valid0 = false;
let passing0 = null;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.ref === undefined) && (missing0 = "ref")){
errors++;
}
else {
const _errs5 = errors;
for(const key0 in data){
if(!(key0 === "ref")){
errors++;
break;
}
}
if(_errs5 === errors){
if(data.ref !== undefined){
let data0 = data.ref;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data0 === "string"){
if(!pattern20.test(data0)){
errors++;
}
}
else {
errors++;
}
}
}
}
}
}
else {
errors++;
}
}
var _valid0 = _errs2 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = true;
}
const _errs8 = errors;
if(!(validate33(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
errors++;
}
else {
var props1 = validate33.evaluated.props;
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
const _errs9 = errors;
if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
errors++;
}
var _valid0 = _errs9 === errors;
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
const _errs10 = errors;
if(!(validate37(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
if(props0 !== true){
props0 = true;
}
}
const _errs11 = errors;
if(!(validate39(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid0 = true;
passing0 = 4;
if(props0 !== true){
props0 = true;
}
}
const _errs12 = errors;
if(!(validate41(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
errors++;
}
var _valid0 = _errs12 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 5];
}
else {
if(_valid0){
valid0 = true;
passing0 = 5;
if(props0 !== true){
props0 = true;
}
}
const _errs13 = errors;
if(!(validate43(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
errors++;
}
var _valid0 = _errs13 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 6];
}
else {
if(_valid0){
valid0 = true;
passing0 = 6;
if(props0 !== true){
props0 = true;
}
}
const _errs14 = errors;
if(!(validate45(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
errors++;
}
var _valid0 = _errs14 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 7];
}
else {
if(_valid0){
valid0 = true;
passing0 = 7;
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
if(!valid0){
errors++;
validate32.errors = vErrors;
return false;
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
validate32.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate32.evaluated = {"dynamicProps":true,"dynamicItems":false};


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
const _errs0 = errors;
if(!(validate30(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
errors++;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.op === undefined) && (missing0 = "op")) || ((data.reducer === undefined) && (missing0 = "reducer"))) || ((data.event === undefined) && (missing0 = "event"))){
return false;
}
else {
const _errs3 = errors;
for(const key0 in data){
if(!(((((key0 === "op") || (key0 === "reducer")) || (key0 === "event")) || (key0 === "key")) || (key0 === "id"))){
return false;
break;
}
}
if(_errs3 === errors){
if(data.op !== undefined){
const _errs4 = errors;
if("raise_event" !== data.op){
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.reducer !== undefined){
let data1 = data.reducer;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
return false;
}
}
else {
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.event !== undefined){
const _errs8 = errors;
if(!(validate32(data.event, {instancePath,parentData:data,parentDataProperty:"event",rootData,dynamicAnchors}))){
errors++;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.key !== undefined){
const _errs9 = errors;
if(!(validate32(data.key, {instancePath,parentData:data,parentDataProperty:"key",rootData,dynamicAnchors}))){
errors++;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.id !== undefined){
let data4 = data.id;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(!pattern12.test(data4)){
return false;
}
}
else {
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
else {
return false;
}
}
var valid0 = _errs1 === errors;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema70 = {"allOf":[{"$ref":"#/$defs/StepBase"},{"type":"object","properties":{"op":{"const":"emit_effect"},"kind":{"$ref":"common.schema.json#/$defs/EffectKind"},"params":{"$ref":"common.schema.json#/$defs/Expr"},"cap":{"$ref":"common.schema.json#/$defs/CapGrantName"},"bind":{"type":"object","properties":{"effect_id_as":{"$ref":"common.schema.json#/$defs/VarName"}},"required":["effect_id_as"],"additionalProperties":false},"id":{"$ref":"common.schema.json#/$defs/StepId"}},"required":["op","kind","params","cap","bind"],"additionalProperties":false}]};
const schema73 = {"type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_.-]{0,63}$"};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(!(validate30(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
errors++;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((data.op === undefined) && (missing0 = "op")) || ((data.kind === undefined) && (missing0 = "kind"))) || ((data.params === undefined) && (missing0 = "params"))) || ((data.cap === undefined) && (missing0 = "cap"))) || ((data.bind === undefined) && (missing0 = "bind"))){
return false;
}
else {
const _errs3 = errors;
for(const key0 in data){
if(!((((((key0 === "op") || (key0 === "kind")) || (key0 === "params")) || (key0 === "cap")) || (key0 === "bind")) || (key0 === "id"))){
return false;
break;
}
}
if(_errs3 === errors){
if(data.op !== undefined){
const _errs4 = errors;
if("emit_effect" !== data.op){
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.kind !== undefined){
let data1 = data.kind;
const _errs5 = errors;
if(typeof data1 !== "string"){
return false;
}
if(!(((((data1 === "http.request") || (data1 === "fs.blob.put")) || (data1 === "fs.blob.get")) || (data1 === "timer.set")) || (data1 === "llm.generate"))){
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.params !== undefined){
const _errs8 = errors;
if(!(validate32(data.params, {instancePath,parentData:data,parentDataProperty:"params",rootData,dynamicAnchors}))){
errors++;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.cap !== undefined){
let data3 = data.cap;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data3 === "string"){
if(!pattern12.test(data3)){
return false;
}
}
else {
return false;
}
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.bind !== undefined){
let data4 = data.bind;
const _errs12 = errors;
if(errors === _errs12){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if((data4.effect_id_as === undefined) && (missing1 = "effect_id_as")){
return false;
}
else {
const _errs14 = errors;
for(const key1 in data4){
if(!(key1 === "effect_id_as")){
return false;
break;
}
}
if(_errs14 === errors){
if(data4.effect_id_as !== undefined){
let data5 = data4.effect_id_as;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data5 === "string"){
if(!pattern12.test(data5)){
return false;
}
}
else {
return false;
}
}
}
}
}
}
else {
return false;
}
}
var valid1 = _errs12 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.id !== undefined){
let data6 = data.id;
const _errs18 = errors;
const _errs19 = errors;
if(errors === _errs19){
if(typeof data6 === "string"){
if(!pattern12.test(data6)){
return false;
}
}
else {
return false;
}
}
var valid1 = _errs18 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
}
else {
return false;
}
}
var valid0 = _errs1 === errors;
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema75 = {"allOf":[{"$ref":"#/$defs/StepBase"},{"type":"object","properties":{"op":{"const":"await_receipt"},"for":{"$ref":"common.schema.json#/$defs/Expr"},"bind":{"$ref":"#/$defs/BindAs"},"id":{"$ref":"common.schema.json#/$defs/StepId"}},"required":["op","for","bind"],"additionalProperties":false}]};
const schema76 = {"type":"object","properties":{"as":{"$ref":"common.schema.json#/$defs/VarName"}},"required":["as"],"additionalProperties":false};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.as === undefined) && (missing0 = "as")){
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(key0 === "as")){
return false;
break;
}
}
if(_errs1 === errors){
if(data.as !== undefined){
let data0 = data.as;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(!pattern12.test(data0)){
return false;
}
}
else {
return false;
}
}
}
}
}
}
else {
return false;
}
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(!(validate30(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
errors++;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.op === undefined) && (missing0 = "op")) || ((data.for === undefined) && (missing0 = "for"))) || ((data.bind === undefined) && (missing0 = "bind"))){
return false;
}
else {
const _errs3 = errors;
for(const key0 in data){
if(!((((key0 === "op") || (key0 === "for")) || (key0 === "bind")) || (key0 === "id"))){
return false;
break;
}
}
if(_errs3 === errors){
if(data.op !== undefined){
const _errs4 = errors;
if("await_receipt" !== data.op){
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.for !== undefined){
const _errs5 = errors;
if(!(validate32(data.for, {instancePath,parentData:data,parentDataProperty:"for",rootData,dynamicAnchors}))){
errors++;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.bind !== undefined){
const _errs6 = errors;
if(!(validate57(data.bind, {instancePath,parentData:data,parentDataProperty:"bind",rootData,dynamicAnchors}))){
errors++;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.id !== undefined){
let data3 = data.id;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(!pattern12.test(data3)){
return false;
}
}
else {
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
else {
return false;
}
}
var valid0 = _errs1 === errors;
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema79 = {"allOf":[{"$ref":"#/$defs/StepBase"},{"type":"object","properties":{"op":{"const":"await_event"},"event":{"$ref":"common.schema.json#/$defs/SchemaRef"},"where":{"$ref":"common.schema.json#/$defs/Expr"},"bind":{"$ref":"#/$defs/BindAs"},"id":{"$ref":"common.schema.json#/$defs/StepId"}},"required":["op","event","bind"],"additionalProperties":false}]};

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
const _errs0 = errors;
if(!(validate30(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
errors++;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.op === undefined) && (missing0 = "op")) || ((data.event === undefined) && (missing0 = "event"))) || ((data.bind === undefined) && (missing0 = "bind"))){
return false;
}
else {
const _errs3 = errors;
for(const key0 in data){
if(!(((((key0 === "op") || (key0 === "event")) || (key0 === "where")) || (key0 === "bind")) || (key0 === "id"))){
return false;
break;
}
}
if(_errs3 === errors){
if(data.op !== undefined){
const _errs4 = errors;
if("await_event" !== data.op){
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.event !== undefined){
let data1 = data.event;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
return false;
}
}
else {
return false;
}
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.where !== undefined){
const _errs8 = errors;
if(!(validate32(data.where, {instancePath,parentData:data,parentDataProperty:"where",rootData,dynamicAnchors}))){
errors++;
}
var valid1 = _errs8 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.bind !== undefined){
const _errs9 = errors;
if(!(validate57(data.bind, {instancePath,parentData:data,parentDataProperty:"bind",rootData,dynamicAnchors}))){
errors++;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.id !== undefined){
let data4 = data.id;
const _errs10 = errors;
const _errs11 = errors;
if(errors === _errs11){
if(typeof data4 === "string"){
if(!pattern12.test(data4)){
return false;
}
}
else {
return false;
}
}
var valid1 = _errs10 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
}
else {
return false;
}
}
var valid0 = _errs1 === errors;
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema82 = {"allOf":[{"$ref":"#/$defs/StepBase"},{"type":"object","properties":{"op":{"const":"assign"},"expr":{"$ref":"common.schema.json#/$defs/Expr"},"bind":{"$ref":"#/$defs/BindAs"},"id":{"$ref":"common.schema.json#/$defs/StepId"}},"required":["op","expr","bind"],"additionalProperties":false}]};

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(!(validate30(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
errors++;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.op === undefined) && (missing0 = "op")) || ((data.expr === undefined) && (missing0 = "expr"))) || ((data.bind === undefined) && (missing0 = "bind"))){
return false;
}
else {
const _errs3 = errors;
for(const key0 in data){
if(!((((key0 === "op") || (key0 === "expr")) || (key0 === "bind")) || (key0 === "id"))){
return false;
break;
}
}
if(_errs3 === errors){
if(data.op !== undefined){
const _errs4 = errors;
if("assign" !== data.op){
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.expr !== undefined){
const _errs5 = errors;
if(!(validate32(data.expr, {instancePath,parentData:data,parentDataProperty:"expr",rootData,dynamicAnchors}))){
errors++;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.bind !== undefined){
const _errs6 = errors;
if(!(validate57(data.bind, {instancePath,parentData:data,parentDataProperty:"bind",rootData,dynamicAnchors}))){
errors++;
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.id !== undefined){
let data3 = data.id;
const _errs7 = errors;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(!pattern12.test(data3)){
return false;
}
}
else {
return false;
}
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
}
else {
return false;
}
}
var valid0 = _errs1 === errors;
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema84 = {"allOf":[{"$ref":"#/$defs/StepBase"},{"type":"object","properties":{"op":{"const":"end"},"result":{"$ref":"common.schema.json#/$defs/Expr"},"id":{"$ref":"common.schema.json#/$defs/StepId"}},"required":["op"],"additionalProperties":false}]};

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate70.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
if(!(validate30(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
errors++;
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.op === undefined) && (missing0 = "op")){
return false;
}
else {
const _errs3 = errors;
for(const key0 in data){
if(!(((key0 === "op") || (key0 === "result")) || (key0 === "id"))){
return false;
break;
}
}
if(_errs3 === errors){
if(data.op !== undefined){
const _errs4 = errors;
if("end" !== data.op){
return false;
}
var valid1 = _errs4 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.result !== undefined){
const _errs5 = errors;
if(!(validate32(data.result, {instancePath,parentData:data,parentDataProperty:"result",rootData,dynamicAnchors}))){
errors++;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data.id !== undefined){
let data2 = data.id;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(!pattern12.test(data2)){
return false;
}
}
else {
return false;
}
}
var valid1 = _errs6 === errors;
}
else {
var valid1 = true;
}
}
}
}
}
}
else {
return false;
}
}
var valid0 = _errs1 === errors;
}
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(!(data && typeof data == "object" && !Array.isArray(data))){
return false;
}
const _errs1 = errors;
let valid0 = false;
let passing0 = null;
const _errs2 = errors;
if(!(validate29(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
errors++;
}
var _valid0 = _errs2 === errors;
if(_valid0){
valid0 = true;
passing0 = 0;
var props0 = true;
}
const _errs3 = errors;
if(!(validate50(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
errors++;
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
if(!(validate54(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
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
const _errs5 = errors;
if(!(validate60(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
errors++;
}
var _valid0 = _errs5 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid0 = true;
passing0 = 3;
if(props0 !== true){
props0 = true;
}
}
const _errs6 = errors;
if(!(validate65(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
errors++;
}
var _valid0 = _errs6 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid0 = true;
passing0 = 4;
if(props0 !== true){
props0 = true;
}
}
const _errs7 = errors;
if(!(validate70(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0 && valid0){
valid0 = false;
passing0 = [passing0, 5];
}
else {
if(_valid0){
valid0 = true;
passing0 = 5;
if(props0 !== true){
props0 = true;
}
}
}
}
}
}
}
if(!valid0){
errors++;
validate28.errors = vErrors;
return false;
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
validate28.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate28.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://aos.dev/air/v1/defplan.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.$kind === undefined) && (missing0 = "$kind")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.input === undefined) && (missing0 = "input"))) || ((data.steps === undefined) && (missing0 = "steps"))){
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema47.properties, key0))){
return false;
break;
}
}
if(_errs1 === errors){
if(data.$kind !== undefined){
const _errs2 = errors;
if("defplan" !== data.$kind){
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data1 = data.name;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
return false;
}
}
else {
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.input !== undefined){
let data2 = data.input;
const _errs6 = errors;
const _errs7 = errors;
if(errors === _errs7){
if(typeof data2 === "string"){
if(!pattern4.test(data2)){
return false;
}
}
else {
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.output !== undefined){
let data3 = data.output;
const _errs9 = errors;
const _errs10 = errors;
if(errors === _errs10){
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
return false;
}
}
else {
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.locals !== undefined){
let data4 = data.locals;
const _errs12 = errors;
if(errors === _errs12){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
let data5 = data4[key1];
const _errs15 = errors;
const _errs16 = errors;
if(errors === _errs16){
if(typeof data5 === "string"){
if(!pattern4.test(data5)){
return false;
}
}
else {
return false;
}
}
var valid4 = _errs15 === errors;
if(!valid4){
break;
}
}
}
else {
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.steps !== undefined){
let data6 = data.steps;
const _errs18 = errors;
if(errors === _errs18){
if(Array.isArray(data6)){
if(data6.length < 1){
return false;
}
else {
var valid6 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
const _errs20 = errors;
if(!(validate28(data6[i0], {instancePath,parentData:data6,parentDataProperty:i0,rootData,dynamicAnchors}))){
errors++;
}
var valid6 = _errs20 === errors;
if(!valid6){
break;
}
}
}
}
else {
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.edges !== undefined){
let data8 = data.edges;
const _errs21 = errors;
if(errors === _errs21){
if(Array.isArray(data8)){
var valid7 = true;
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
const _errs23 = errors;
if(errors === _errs23){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing1;
if(((data9.from === undefined) && (missing1 = "from")) || ((data9.to === undefined) && (missing1 = "to"))){
return false;
}
else {
const _errs25 = errors;
for(const key2 in data9){
if(!(((key2 === "from") || (key2 === "to")) || (key2 === "when"))){
return false;
break;
}
}
if(_errs25 === errors){
if(data9.from !== undefined){
let data10 = data9.from;
const _errs26 = errors;
const _errs27 = errors;
if(errors === _errs27){
if(typeof data10 === "string"){
if(!pattern12.test(data10)){
return false;
}
}
else {
return false;
}
}
var valid8 = _errs26 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data9.to !== undefined){
let data11 = data9.to;
const _errs29 = errors;
const _errs30 = errors;
if(errors === _errs30){
if(typeof data11 === "string"){
if(!pattern12.test(data11)){
return false;
}
}
else {
return false;
}
}
var valid8 = _errs29 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data9.when !== undefined){
const _errs32 = errors;
if(!(validate32(data9.when, {instancePath,parentData:data9,parentDataProperty:"when",rootData,dynamicAnchors}))){
errors++;
}
var valid8 = _errs32 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
}
else {
return false;
}
}
var valid7 = _errs23 === errors;
if(!valid7){
break;
}
}
}
else {
return false;
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.required_caps !== undefined){
let data13 = data.required_caps;
const _errs33 = errors;
if(errors === _errs33){
if(Array.isArray(data13)){
var valid11 = true;
const len2 = data13.length;
for(let i2=0; i2<len2; i2++){
let data14 = data13[i2];
const _errs35 = errors;
const _errs36 = errors;
if(errors === _errs36){
if(typeof data14 === "string"){
if(!pattern12.test(data14)){
return false;
}
}
else {
return false;
}
}
var valid11 = _errs35 === errors;
if(!valid11){
break;
}
}
}
else {
return false;
}
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.allowed_effects !== undefined){
let data15 = data.allowed_effects;
const _errs38 = errors;
if(errors === _errs38){
if(Array.isArray(data15)){
var valid13 = true;
const len3 = data15.length;
for(let i3=0; i3<len3; i3++){
let data16 = data15[i3];
const _errs40 = errors;
if(typeof data16 !== "string"){
return false;
}
if(!(((((data16 === "http.request") || (data16 === "fs.blob.put")) || (data16 === "fs.blob.get")) || (data16 === "timer.set")) || (data16 === "llm.generate"))){
return false;
}
var valid13 = _errs40 === errors;
if(!valid13){
break;
}
}
}
else {
return false;
}
}
var valid0 = _errs38 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.invariants !== undefined){
let data17 = data.invariants;
const _errs43 = errors;
if(errors === _errs43){
if(Array.isArray(data17)){
var valid15 = true;
const len4 = data17.length;
for(let i4=0; i4<len4; i4++){
const _errs45 = errors;
if(!(validate32(data17[i4], {instancePath,parentData:data17,parentDataProperty:i4,rootData,dynamicAnchors}))){
errors++;
}
var valid15 = _errs45 === errors;
if(!valid15){
break;
}
}
}
else {
return false;
}
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
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
}
else {
return false;
}
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defcap = validate77;
const schema90 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://aos.dev/air/v1/defcap.schema.json","title":"AIR v1 defcap","description":"Capability type definition. Defines parameter constraints enforced at enqueue time. Standard v1 types: sys/http.out@1, sys/llm.basic@1, sys/fs.blob@1, sys/timer@1.","type":"object","properties":{"$kind":{"const":"defcap"},"name":{"$ref":"common.schema.json#/$defs/Name"},"cap_type":{"$ref":"common.schema.json#/$defs/CapType","description":"Built-in capability type: http.out, fs.blob, timer, llm.basic"},"schema":{"$ref":"common.schema.json#/$defs/TypeExpr","description":"Parameter schema defining allowlists and ceilings. Standard v1 schemas: sys/http.out@1 = { hosts: set<text>, verbs: set<text>, path_prefixes?: set<text> }; sys/llm.basic@1 = { providers?: set<text>, models?: set<text>, max_tokens_max?: nat, temperature_max?: dec128, tools_allow?: set<text> }; sys/fs.blob@1 = { namespaces?: set<text> }; sys/timer@1 = {}."}},"required":["$kind","name","cap_type","schema"],"additionalProperties":false};

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate78.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(data && typeof data == "object" && !Array.isArray(data))){
return false;
}
const _errs1 = errors;
let valid0 = false;
let passing0 = null;
const _errs2 = errors;
if(!(data && typeof data == "object" && !Array.isArray(data))){
errors++;
}
const _errs5 = errors;
let valid2 = false;
let passing1 = null;
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.bool === undefined) && (missing0 = "bool")){
errors++;
}
else {
const _errs7 = errors;
for(const key0 in data){
if(!(key0 === "bool")){
errors++;
break;
}
}
if(_errs7 === errors){
if(data.bool !== undefined){
let data0 = data.bool;
const _errs8 = errors;
if(errors === _errs8){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(Object.keys(data0).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
let missing1;
if((data.int === undefined) && (missing1 = "int")){
errors++;
}
else {
const _errs11 = errors;
for(const key1 in data){
if(!(key1 === "int")){
errors++;
break;
}
}
if(_errs11 === errors){
if(data.int !== undefined){
let data1 = data.int;
const _errs12 = errors;
if(errors === _errs12){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(Object.keys(data1).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
let missing2;
if((data.nat === undefined) && (missing2 = "nat")){
errors++;
}
else {
const _errs15 = errors;
for(const key2 in data){
if(!(key2 === "nat")){
errors++;
break;
}
}
if(_errs15 === errors){
if(data.nat !== undefined){
let data2 = data.nat;
const _errs16 = errors;
if(errors === _errs16){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(Object.keys(data2).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
let missing3;
if((data.dec128 === undefined) && (missing3 = "dec128")){
errors++;
}
else {
const _errs19 = errors;
for(const key3 in data){
if(!(key3 === "dec128")){
errors++;
break;
}
}
if(_errs19 === errors){
if(data.dec128 !== undefined){
let data3 = data.dec128;
const _errs20 = errors;
if(errors === _errs20){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(Object.keys(data3).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
let missing4;
if((data.bytes === undefined) && (missing4 = "bytes")){
errors++;
}
else {
const _errs23 = errors;
for(const key4 in data){
if(!(key4 === "bytes")){
errors++;
break;
}
}
if(_errs23 === errors){
if(data.bytes !== undefined){
let data4 = data.bytes;
const _errs24 = errors;
if(errors === _errs24){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(Object.keys(data4).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
let missing5;
if((data.text === undefined) && (missing5 = "text")){
errors++;
}
else {
const _errs27 = errors;
for(const key5 in data){
if(!(key5 === "text")){
errors++;
break;
}
}
if(_errs27 === errors){
if(data.text !== undefined){
let data5 = data.text;
const _errs28 = errors;
if(errors === _errs28){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(Object.keys(data5).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
let missing6;
if((data.time === undefined) && (missing6 = "time")){
errors++;
}
else {
const _errs31 = errors;
for(const key6 in data){
if(!(key6 === "time")){
errors++;
break;
}
}
if(_errs31 === errors){
if(data.time !== undefined){
let data6 = data.time;
const _errs32 = errors;
if(errors === _errs32){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(Object.keys(data6).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
let missing7;
if((data.duration === undefined) && (missing7 = "duration")){
errors++;
}
else {
const _errs35 = errors;
for(const key7 in data){
if(!(key7 === "duration")){
errors++;
break;
}
}
if(_errs35 === errors){
if(data.duration !== undefined){
let data7 = data.duration;
const _errs36 = errors;
if(errors === _errs36){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(Object.keys(data7).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
let missing8;
if((data.hash === undefined) && (missing8 = "hash")){
errors++;
}
else {
const _errs39 = errors;
for(const key8 in data){
if(!(key8 === "hash")){
errors++;
break;
}
}
if(_errs39 === errors){
if(data.hash !== undefined){
let data8 = data.hash;
const _errs40 = errors;
if(errors === _errs40){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(Object.keys(data8).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
let missing9;
if((data.uuid === undefined) && (missing9 = "uuid")){
errors++;
}
else {
const _errs43 = errors;
for(const key9 in data){
if(!(key9 === "uuid")){
errors++;
break;
}
}
if(_errs43 === errors){
if(data.uuid !== undefined){
let data9 = data.uuid;
const _errs44 = errors;
if(errors === _errs44){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(Object.keys(data9).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
let missing10;
if((data.unit === undefined) && (missing10 = "unit")){
errors++;
}
else {
const _errs47 = errors;
for(const key10 in data){
if(!(key10 === "unit")){
errors++;
break;
}
}
if(_errs47 === errors){
if(data.unit !== undefined){
let data10 = data.unit;
const _errs48 = errors;
if(errors === _errs48){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(Object.keys(data10).length > 0){
errors++;
}
}
else {
errors++;
}
}
}
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
errors++;
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
if(errors === _errs51){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing11;
if((data.ref === undefined) && (missing11 = "ref")){
errors++;
}
else {
const _errs53 = errors;
for(const key11 in data){
if(!(key11 === "ref")){
errors++;
break;
}
}
if(_errs53 === errors){
if(data.ref !== undefined){
let data11 = data.ref;
const _errs55 = errors;
if(errors === _errs55){
if(typeof data11 === "string"){
if(!pattern4.test(data11)){
errors++;
}
}
else {
errors++;
}
}
}
}
}
}
else {
errors++;
}
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
errors++;
validate78.errors = vErrors;
return false;
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
validate78.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate78.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://aos.dev/air/v1/defcap.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate77.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.$kind === undefined) && (missing0 = "$kind")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.cap_type === undefined) && (missing0 = "cap_type"))) || ((data.schema === undefined) && (missing0 = "schema"))){
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((((key0 === "$kind") || (key0 === "name")) || (key0 === "cap_type")) || (key0 === "schema"))){
return false;
break;
}
}
if(_errs1 === errors){
if(data.$kind !== undefined){
const _errs2 = errors;
if("defcap" !== data.$kind){
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data1 = data.name;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
return false;
}
}
else {
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cap_type !== undefined){
let data2 = data.cap_type;
const _errs6 = errors;
if(typeof data2 !== "string"){
return false;
}
if(!((((data2 === "http.out") || (data2 === "fs.blob")) || (data2 === "timer")) || (data2 === "llm.basic"))){
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schema !== undefined){
const _errs9 = errors;
if(!(validate78(data.schema, {instancePath,parentData:data,parentDataProperty:"schema",rootData,dynamicAnchors}))){
errors++;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
else {
return false;
}
}
validate77.errors = vErrors;
return errors === 0;
}
validate77.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const defpolicy = validate81;
const schema96 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://aos.dev/air/v1/defpolicy.schema.json","title":"AIR v1 defpolicy","description":"Policy rule pack for allow/deny decisions at effect enqueue time. v1: origin-aware matching, no approvals or rate limits.","type":"object","properties":{"$kind":{"const":"defpolicy"},"name":{"$ref":"common.schema.json#/$defs/Name"},"rules":{"type":"array","items":{"$ref":"#/$defs/Rule"}}},"required":["$kind","name","rules"],"additionalProperties":false,"$defs":{"Rule":{"type":"object","properties":{"when":{"$ref":"#/$defs/Match"},"decision":{"type":"string","enum":["allow","deny"],"description":"v1: allow or deny only. require_approval reserved for v1.1+"}},"required":["when","decision"],"additionalProperties":false},"Match":{"type":"object","description":"Match conditions for policy rules. All fields optional; first rule matching all provided conditions wins.","properties":{"effect_kind":{"$ref":"common.schema.json#/$defs/EffectKind","description":"Match effect kind (http.request, llm.generate, etc.)"},"cap_name":{"$ref":"common.schema.json#/$defs/CapGrantName","description":"Match capability grant name"},"host":{"type":"string","description":"Match host suffix or glob (prefer using CapGrant.hosts instead)"},"method":{"type":"string","description":"Match HTTP method (GET, POST, etc.)"},"origin_kind":{"type":"string","enum":["plan","reducer"],"description":"Match whether effect originates from a plan or reducer"},"origin_name":{"$ref":"common.schema.json#/$defs/Name","description":"Match specific plan or reducer name"}},"additionalProperties":false}}};
const schema98 = {"type":"object","properties":{"when":{"$ref":"#/$defs/Match"},"decision":{"type":"string","enum":["allow","deny"],"description":"v1: allow or deny only. require_approval reserved for v1.1+"}},"required":["when","decision"],"additionalProperties":false};
const schema99 = {"type":"object","description":"Match conditions for policy rules. All fields optional; first rule matching all provided conditions wins.","properties":{"effect_kind":{"$ref":"common.schema.json#/$defs/EffectKind","description":"Match effect kind (http.request, llm.generate, etc.)"},"cap_name":{"$ref":"common.schema.json#/$defs/CapGrantName","description":"Match capability grant name"},"host":{"type":"string","description":"Match host suffix or glob (prefer using CapGrant.hosts instead)"},"method":{"type":"string","description":"Match HTTP method (GET, POST, etc.)"},"origin_kind":{"type":"string","enum":["plan","reducer"],"description":"Match whether effect originates from a plan or reducer"},"origin_name":{"$ref":"common.schema.json#/$defs/Name","description":"Match specific plan or reducer name"}},"additionalProperties":false};

function validate83(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate83.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
const _errs1 = errors;
for(const key0 in data){
if(!((((((key0 === "effect_kind") || (key0 === "cap_name")) || (key0 === "host")) || (key0 === "method")) || (key0 === "origin_kind")) || (key0 === "origin_name"))){
return false;
break;
}
}
if(_errs1 === errors){
if(data.effect_kind !== undefined){
let data0 = data.effect_kind;
const _errs2 = errors;
if(typeof data0 !== "string"){
return false;
}
if(!(((((data0 === "http.request") || (data0 === "fs.blob.put")) || (data0 === "fs.blob.get")) || (data0 === "timer.set")) || (data0 === "llm.generate"))){
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cap_name !== undefined){
let data1 = data.cap_name;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data1 === "string"){
if(!pattern12.test(data1)){
return false;
}
}
else {
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.host !== undefined){
const _errs8 = errors;
if(typeof data.host !== "string"){
return false;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.method !== undefined){
const _errs10 = errors;
if(typeof data.method !== "string"){
return false;
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.origin_kind !== undefined){
let data4 = data.origin_kind;
const _errs12 = errors;
if(typeof data4 !== "string"){
return false;
}
if(!((data4 === "plan") || (data4 === "reducer"))){
return false;
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.origin_name !== undefined){
let data5 = data.origin_name;
const _errs14 = errors;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data5 === "string"){
if(!pattern4.test(data5)){
return false;
}
}
else {
return false;
}
}
var valid0 = _errs14 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
return false;
}
}
validate83.errors = vErrors;
return errors === 0;
}
validate83.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate82(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate82.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.when === undefined) && (missing0 = "when")) || ((data.decision === undefined) && (missing0 = "decision"))){
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "when") || (key0 === "decision"))){
return false;
break;
}
}
if(_errs1 === errors){
if(data.when !== undefined){
const _errs2 = errors;
if(!(validate83(data.when, {instancePath,parentData:data,parentDataProperty:"when",rootData,dynamicAnchors}))){
errors++;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.decision !== undefined){
let data1 = data.decision;
const _errs3 = errors;
if(typeof data1 !== "string"){
return false;
}
if(!((data1 === "allow") || (data1 === "deny"))){
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
return false;
}
}
validate82.errors = vErrors;
return errors === 0;
}
validate82.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://aos.dev/air/v1/defpolicy.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate81.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.$kind === undefined) && (missing0 = "$kind")) || ((data.name === undefined) && (missing0 = "name"))) || ((data.rules === undefined) && (missing0 = "rules"))){
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((key0 === "$kind") || (key0 === "name")) || (key0 === "rules"))){
return false;
break;
}
}
if(_errs1 === errors){
if(data.$kind !== undefined){
const _errs2 = errors;
if("defpolicy" !== data.$kind){
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.name !== undefined){
let data1 = data.name;
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
return false;
}
}
else {
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rules !== undefined){
let data2 = data.rules;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data2)){
var valid2 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
const _errs8 = errors;
if(!(validate82(data2[i0], {instancePath,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
errors++;
}
var valid2 = _errs8 === errors;
if(!valid2){
break;
}
}
}
else {
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
return false;
}
}
validate81.errors = vErrors;
return errors === 0;
}
validate81.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const manifest = validate86;
const schema103 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://aos.dev/air/v1/manifest.schema.json","title":"AIR v1 manifest","type":"object","properties":{"$kind":{"const":"manifest"},"schemas":{"type":"array","items":{"$ref":"#/$defs/NamedRef"}},"modules":{"type":"array","items":{"$ref":"#/$defs/NamedRef"}},"plans":{"type":"array","items":{"$ref":"#/$defs/NamedRef"}},"caps":{"type":"array","items":{"$ref":"#/$defs/NamedRef"}},"policies":{"type":"array","items":{"$ref":"#/$defs/NamedRef"}},"defaults":{"type":"object","properties":{"policy":{"$ref":"common.schema.json#/$defs/Name"},"cap_grants":{"type":"array","items":{"$ref":"common.schema.json#/$defs/CapGrant"}}},"additionalProperties":false},"module_bindings":{"description":"Module-level slot bindings: module Name → { slots: { slot_name → CapGrantName } }","type":"object","patternProperties":{"^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@[1-9][0-9]*$":{"type":"object","properties":{"slots":{"type":"object","patternProperties":{"^[A-Za-z_][A-Za-z0-9_.-]{0,63}$":{"$ref":"common.schema.json#/$defs/CapGrantName"}},"additionalProperties":false}},"required":["slots"],"additionalProperties":false}},"additionalProperties":false},"routing":{"type":"object","properties":{"events":{"type":"array","items":{"type":"object","properties":{"event":{"$ref":"common.schema.json#/$defs/SchemaRef"},"reducer":{"$ref":"common.schema.json#/$defs/Name"},"key_field":{"type":"string","description":"Field in event value that carries the cell key (for keyed reducers)"}},"required":["event","reducer"],"additionalProperties":false}},"inboxes":{"type":"array","items":{"type":"object","properties":{"source":{"type":"string"},"reducer":{"$ref":"common.schema.json#/$defs/Name"}},"required":["source","reducer"],"additionalProperties":false}}},"additionalProperties":false},"triggers":{"type":"array","items":{"type":"object","properties":{"event":{"$ref":"common.schema.json#/$defs/SchemaRef"},"plan":{"$ref":"common.schema.json#/$defs/Name"},"correlate_by":{"type":"string"}},"required":["event","plan"],"additionalProperties":false}}},"required":["$kind","schemas","modules","plans","caps","policies"],"additionalProperties":false,"$defs":{"NamedRef":{"type":"object","properties":{"name":{"$ref":"common.schema.json#/$defs/Name"},"hash":{"$ref":"common.schema.json#/$defs/Hash"}},"required":["name","hash"],"additionalProperties":false}}};
const schema104 = {"type":"object","properties":{"name":{"$ref":"common.schema.json#/$defs/Name"},"hash":{"$ref":"common.schema.json#/$defs/Hash"}},"required":["name","hash"],"additionalProperties":false};

function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate87.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.name === undefined) && (missing0 = "name")) || ((data.hash === undefined) && (missing0 = "hash"))){
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!((key0 === "name") || (key0 === "hash"))){
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
return false;
}
}
else {
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.hash !== undefined){
let data1 = data.hash;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data1 === "string"){
if(!pattern7.test(data1)){
return false;
}
}
else {
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
return false;
}
}
validate87.errors = vErrors;
return errors === 0;
}
validate87.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema108 = {"type":"object","description":"Capability grant instance. References a defcap and provides concrete parameter values (allowlists/ceilings) and optional budgets.","properties":{"name":{"$ref":"#/$defs/CapGrantName","description":"Unique grant name referenced by plans/modules"},"cap":{"$ref":"#/$defs/Name","description":"defcap name this grant instantiates"},"params":{"$ref":"#/$defs/Expr","description":"Concrete parameter values conforming to the defcap's schema. Enforced at enqueue."},"expiry_ns":{"type":"integer","minimum":0,"description":"Optional expiration time (nanoseconds since epoch). Grant denied after expiry."},"budget":{"type":"object","description":"Optional spending/usage limits. Pre-checked conservatively for variable-cost effects (llm.generate max_tokens, fs.blob.put size); settled on receipt.","properties":{"tokens":{"type":"integer","minimum":0,"description":"Token budget for LLM effects (prompt + completion)"},"bytes":{"type":"integer","minimum":0,"description":"Byte budget for blob/http effects"},"cents":{"type":"integer","minimum":0,"description":"Cost budget in cents"}},"additionalProperties":false}},"required":["name","cap","params"],"additionalProperties":false};

function validate93(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate93.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.name === undefined) && (missing0 = "name")) || ((data.cap === undefined) && (missing0 = "cap"))) || ((data.params === undefined) && (missing0 = "params"))){
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(((((key0 === "name") || (key0 === "cap")) || (key0 === "params")) || (key0 === "expiry_ns")) || (key0 === "budget"))){
return false;
break;
}
}
if(_errs1 === errors){
if(data.name !== undefined){
let data0 = data.name;
const _errs2 = errors;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data0 === "string"){
if(!pattern12.test(data0)){
return false;
}
}
else {
return false;
}
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cap !== undefined){
let data1 = data.cap;
const _errs5 = errors;
const _errs6 = errors;
if(errors === _errs6){
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
return false;
}
}
else {
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.params !== undefined){
const _errs8 = errors;
if(!(validate32(data.params, {instancePath,parentData:data,parentDataProperty:"params",rootData,dynamicAnchors}))){
errors++;
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.expiry_ns !== undefined){
let data3 = data.expiry_ns;
const _errs9 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
return false;
}
if(errors === _errs9){
if(typeof data3 == "number"){
if(data3 < 0 || isNaN(data3)){
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.budget !== undefined){
let data4 = data.budget;
const _errs11 = errors;
if(errors === _errs11){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
const _errs13 = errors;
for(const key1 in data4){
if(!(((key1 === "tokens") || (key1 === "bytes")) || (key1 === "cents"))){
return false;
break;
}
}
if(_errs13 === errors){
if(data4.tokens !== undefined){
let data5 = data4.tokens;
const _errs14 = errors;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
return false;
}
if(errors === _errs14){
if(typeof data5 == "number"){
if(data5 < 0 || isNaN(data5)){
return false;
}
}
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.bytes !== undefined){
let data6 = data4.bytes;
const _errs16 = errors;
if(!((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6)))){
return false;
}
if(errors === _errs16){
if(typeof data6 == "number"){
if(data6 < 0 || isNaN(data6)){
return false;
}
}
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data4.cents !== undefined){
let data7 = data4.cents;
const _errs18 = errors;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
return false;
}
if(errors === _errs18){
if(typeof data7 == "number"){
if(data7 < 0 || isNaN(data7)){
return false;
}
}
}
var valid3 = _errs18 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
else {
return false;
}
}
validate93.errors = vErrors;
return errors === 0;
}
validate93.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern46 = new RegExp("^[a-z][a-z0-9._-]*/[A-Za-z][A-Za-z0-9._-]*@[1-9][0-9]*$", "u");

function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://aos.dev/air/v1/manifest.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate86.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((data.$kind === undefined) && (missing0 = "$kind")) || ((data.schemas === undefined) && (missing0 = "schemas"))) || ((data.modules === undefined) && (missing0 = "modules"))) || ((data.plans === undefined) && (missing0 = "plans"))) || ((data.caps === undefined) && (missing0 = "caps"))) || ((data.policies === undefined) && (missing0 = "policies"))){
return false;
}
else {
const _errs1 = errors;
for(const key0 in data){
if(!(func1.call(schema103.properties, key0))){
return false;
break;
}
}
if(_errs1 === errors){
if(data.$kind !== undefined){
const _errs2 = errors;
if("manifest" !== data.$kind){
return false;
}
var valid0 = _errs2 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.schemas !== undefined){
let data1 = data.schemas;
const _errs3 = errors;
if(errors === _errs3){
if(Array.isArray(data1)){
var valid1 = true;
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
const _errs5 = errors;
if(!(validate87(data1[i0], {instancePath,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){
errors++;
}
var valid1 = _errs5 === errors;
if(!valid1){
break;
}
}
}
else {
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.modules !== undefined){
let data3 = data.modules;
const _errs6 = errors;
if(errors === _errs6){
if(Array.isArray(data3)){
var valid2 = true;
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
const _errs8 = errors;
if(!(validate87(data3[i1], {instancePath,parentData:data3,parentDataProperty:i1,rootData,dynamicAnchors}))){
errors++;
}
var valid2 = _errs8 === errors;
if(!valid2){
break;
}
}
}
else {
return false;
}
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.plans !== undefined){
let data5 = data.plans;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data5)){
var valid3 = true;
const len2 = data5.length;
for(let i2=0; i2<len2; i2++){
const _errs11 = errors;
if(!(validate87(data5[i2], {instancePath,parentData:data5,parentDataProperty:i2,rootData,dynamicAnchors}))){
errors++;
}
var valid3 = _errs11 === errors;
if(!valid3){
break;
}
}
}
else {
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.caps !== undefined){
let data7 = data.caps;
const _errs12 = errors;
if(errors === _errs12){
if(Array.isArray(data7)){
var valid4 = true;
const len3 = data7.length;
for(let i3=0; i3<len3; i3++){
const _errs14 = errors;
if(!(validate87(data7[i3], {instancePath,parentData:data7,parentDataProperty:i3,rootData,dynamicAnchors}))){
errors++;
}
var valid4 = _errs14 === errors;
if(!valid4){
break;
}
}
}
else {
return false;
}
}
var valid0 = _errs12 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.policies !== undefined){
let data9 = data.policies;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data9)){
var valid5 = true;
const len4 = data9.length;
for(let i4=0; i4<len4; i4++){
const _errs17 = errors;
if(!(validate87(data9[i4], {instancePath,parentData:data9,parentDataProperty:i4,rootData,dynamicAnchors}))){
errors++;
}
var valid5 = _errs17 === errors;
if(!valid5){
break;
}
}
}
else {
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.defaults !== undefined){
let data11 = data.defaults;
const _errs18 = errors;
if(errors === _errs18){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
const _errs20 = errors;
for(const key1 in data11){
if(!((key1 === "policy") || (key1 === "cap_grants"))){
return false;
break;
}
}
if(_errs20 === errors){
if(data11.policy !== undefined){
let data12 = data11.policy;
const _errs21 = errors;
const _errs22 = errors;
if(errors === _errs22){
if(typeof data12 === "string"){
if(!pattern4.test(data12)){
return false;
}
}
else {
return false;
}
}
var valid6 = _errs21 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data11.cap_grants !== undefined){
let data13 = data11.cap_grants;
const _errs24 = errors;
if(errors === _errs24){
if(Array.isArray(data13)){
var valid8 = true;
const len5 = data13.length;
for(let i5=0; i5<len5; i5++){
const _errs26 = errors;
if(!(validate93(data13[i5], {instancePath,parentData:data13,parentDataProperty:i5,rootData,dynamicAnchors}))){
errors++;
}
var valid8 = _errs26 === errors;
if(!valid8){
break;
}
}
}
else {
return false;
}
}
var valid6 = _errs24 === errors;
}
else {
var valid6 = true;
}
}
}
}
else {
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.module_bindings !== undefined){
let data15 = data.module_bindings;
const _errs27 = errors;
if(errors === _errs27){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
const _errs29 = errors;
for(const key2 in data15){
if(!(pattern46.test(key2))){
return false;
break;
}
}
if(_errs29 === errors){
var valid9 = true;
for(const key3 in data15){
if(pattern46.test(key3)){
let data16 = data15[key3];
const _errs30 = errors;
if(errors === _errs30){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing1;
if((data16.slots === undefined) && (missing1 = "slots")){
return false;
}
else {
const _errs32 = errors;
for(const key4 in data16){
if(!(key4 === "slots")){
return false;
break;
}
}
if(_errs32 === errors){
if(data16.slots !== undefined){
let data17 = data16.slots;
const _errs33 = errors;
if(errors === _errs33){
if(data17 && typeof data17 == "object" && !Array.isArray(data17)){
const _errs35 = errors;
for(const key5 in data17){
if(!(pattern12.test(key5))){
return false;
break;
}
}
if(_errs35 === errors){
var valid11 = true;
for(const key6 in data17){
if(pattern12.test(key6)){
let data18 = data17[key6];
const _errs36 = errors;
const _errs37 = errors;
if(errors === _errs37){
if(typeof data18 === "string"){
if(!pattern12.test(data18)){
return false;
}
}
else {
return false;
}
}
var valid11 = _errs36 === errors;
if(!valid11){
break;
}
}
}
}
}
else {
return false;
}
}
}
}
}
}
else {
return false;
}
}
var valid9 = _errs30 === errors;
if(!valid9){
break;
}
}
}
}
}
else {
return false;
}
}
var valid0 = _errs27 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.routing !== undefined){
let data19 = data.routing;
const _errs39 = errors;
if(errors === _errs39){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
const _errs41 = errors;
for(const key7 in data19){
if(!((key7 === "events") || (key7 === "inboxes"))){
return false;
break;
}
}
if(_errs41 === errors){
if(data19.events !== undefined){
let data20 = data19.events;
const _errs42 = errors;
if(errors === _errs42){
if(Array.isArray(data20)){
var valid14 = true;
const len6 = data20.length;
for(let i6=0; i6<len6; i6++){
let data21 = data20[i6];
const _errs44 = errors;
if(errors === _errs44){
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
let missing2;
if(((data21.event === undefined) && (missing2 = "event")) || ((data21.reducer === undefined) && (missing2 = "reducer"))){
return false;
}
else {
const _errs46 = errors;
for(const key8 in data21){
if(!(((key8 === "event") || (key8 === "reducer")) || (key8 === "key_field"))){
return false;
break;
}
}
if(_errs46 === errors){
if(data21.event !== undefined){
let data22 = data21.event;
const _errs47 = errors;
const _errs48 = errors;
if(errors === _errs48){
if(typeof data22 === "string"){
if(!pattern4.test(data22)){
return false;
}
}
else {
return false;
}
}
var valid15 = _errs47 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data21.reducer !== undefined){
let data23 = data21.reducer;
const _errs50 = errors;
const _errs51 = errors;
if(errors === _errs51){
if(typeof data23 === "string"){
if(!pattern4.test(data23)){
return false;
}
}
else {
return false;
}
}
var valid15 = _errs50 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data21.key_field !== undefined){
const _errs53 = errors;
if(typeof data21.key_field !== "string"){
return false;
}
var valid15 = _errs53 === errors;
}
else {
var valid15 = true;
}
}
}
}
}
}
else {
return false;
}
}
var valid14 = _errs44 === errors;
if(!valid14){
break;
}
}
}
else {
return false;
}
}
var valid13 = _errs42 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data19.inboxes !== undefined){
let data25 = data19.inboxes;
const _errs55 = errors;
if(errors === _errs55){
if(Array.isArray(data25)){
var valid18 = true;
const len7 = data25.length;
for(let i7=0; i7<len7; i7++){
let data26 = data25[i7];
const _errs57 = errors;
if(errors === _errs57){
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
let missing3;
if(((data26.source === undefined) && (missing3 = "source")) || ((data26.reducer === undefined) && (missing3 = "reducer"))){
return false;
}
else {
const _errs59 = errors;
for(const key9 in data26){
if(!((key9 === "source") || (key9 === "reducer"))){
return false;
break;
}
}
if(_errs59 === errors){
if(data26.source !== undefined){
const _errs60 = errors;
if(typeof data26.source !== "string"){
return false;
}
var valid19 = _errs60 === errors;
}
else {
var valid19 = true;
}
if(valid19){
if(data26.reducer !== undefined){
let data28 = data26.reducer;
const _errs62 = errors;
const _errs63 = errors;
if(errors === _errs63){
if(typeof data28 === "string"){
if(!pattern4.test(data28)){
return false;
}
}
else {
return false;
}
}
var valid19 = _errs62 === errors;
}
else {
var valid19 = true;
}
}
}
}
}
else {
return false;
}
}
var valid18 = _errs57 === errors;
if(!valid18){
break;
}
}
}
else {
return false;
}
}
var valid13 = _errs55 === errors;
}
else {
var valid13 = true;
}
}
}
}
else {
return false;
}
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.triggers !== undefined){
let data29 = data.triggers;
const _errs65 = errors;
if(errors === _errs65){
if(Array.isArray(data29)){
var valid21 = true;
const len8 = data29.length;
for(let i8=0; i8<len8; i8++){
let data30 = data29[i8];
const _errs67 = errors;
if(errors === _errs67){
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
let missing4;
if(((data30.event === undefined) && (missing4 = "event")) || ((data30.plan === undefined) && (missing4 = "plan"))){
return false;
}
else {
const _errs69 = errors;
for(const key10 in data30){
if(!(((key10 === "event") || (key10 === "plan")) || (key10 === "correlate_by"))){
return false;
break;
}
}
if(_errs69 === errors){
if(data30.event !== undefined){
let data31 = data30.event;
const _errs70 = errors;
const _errs71 = errors;
if(errors === _errs71){
if(typeof data31 === "string"){
if(!pattern4.test(data31)){
return false;
}
}
else {
return false;
}
}
var valid22 = _errs70 === errors;
}
else {
var valid22 = true;
}
if(valid22){
if(data30.plan !== undefined){
let data32 = data30.plan;
const _errs73 = errors;
const _errs74 = errors;
if(errors === _errs74){
if(typeof data32 === "string"){
if(!pattern4.test(data32)){
return false;
}
}
else {
return false;
}
}
var valid22 = _errs73 === errors;
}
else {
var valid22 = true;
}
if(valid22){
if(data30.correlate_by !== undefined){
const _errs76 = errors;
if(typeof data30.correlate_by !== "string"){
return false;
}
var valid22 = _errs76 === errors;
}
else {
var valid22 = true;
}
}
}
}
}
}
else {
return false;
}
}
var valid21 = _errs67 === errors;
if(!valid21){
break;
}
}
}
else {
return false;
}
}
var valid0 = _errs65 === errors;
}
else {
var valid0 = true;
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
}
else {
return false;
}
}
validate86.errors = vErrors;
return errors === 0;
}
validate86.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

